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
});
