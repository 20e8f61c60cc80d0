import type { Notification } from '@koinonia/contracts';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

function notification(type: string, more: Notification['more']): Notification {
  return {
    id: 'n1',
    notification_type: type,
    message: 'Paul Martin vous a envoyé une invitation.',
    more,
    actor: null,
    is_read: false,
    created_at: '2026-11-20T10:00:00Z',
  };
}

describe('notificationTarget', () => {
  it('leads to the member or the publication it is about', () => {
    expect(notificationTarget(notification('FRIEND_REQUEST_ACCEPT', { id: 'u9' }))).toBe(
      '/feed/people-profile/u9/feed',
    );
    expect(notificationTarget(notification('COMMENTAIRE_NEW', { post: 'p1', id: 'c1' }))).toBe(
      '/feed/publica-details/p1',
    );
    expect(notificationTarget(notification('POST_NEW', { id: 'p2' }))).toBe(
      '/feed/publica-details/p2',
    );
  });

  it('leads a hide decision to the hidden item, with its case for a review', () => {
    expect(
      notificationTarget(
        notification('MODERATION_HIDDEN', {
          id: 'case-1',
          target_type: 'comment',
          target_id: 'c1',
          publication: 'p1',
        }),
      ),
    ).toBe('/feed/publica-details/p1?reexamen=case-1&cible=c1');
    // An item without a publication's page (a profile): the notifications, as the table says.
    expect(
      notificationTarget(
        notification('MODERATION_HIDDEN', {
          id: 'case-2',
          target_type: 'member',
          target_id: 'u1',
          publication: null,
        }),
      ),
    ).toBe('/notifications');
  });

  it.each([
    ['album_item', 'al1', '/feed/albums/al1?photo=i1&reexamen=case-3&cible=i1'],
    ['article_comment', 'ar1', '/blogs/ar1?reexamen=case-3&cible=i1'],
    ['event', null, '/feed/events/i1?reexamen=case-3&cible=i1'],
    ['group', null, '/feed/groups/i1?reexamen=case-3&cible=i1'],
    ['message', 'conv1', '/messaging?c=conv1&reexamen=case-3&cible=i1'],
  ])('leads a hidden %s to the page that shows it', (type, within, path) => {
    expect(
      notificationTarget(
        notification('MODERATION_HIDDEN', {
          id: 'case-3',
          target_type: type,
          target_id: 'i1',
          publication: null,
          within,
        }),
      ),
    ).toBe(path);
  });
});
