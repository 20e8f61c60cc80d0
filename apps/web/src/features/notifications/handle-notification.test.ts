import type { Notification } from '@koinonia/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usersKeys } from '@/features/users/users.queries';
import { notify } from '@/shared/toast/notify';
import { handleNotificationFrame } from './handle-notification';
import { notificationTarget } from './notification-target';
import { notificationsKeys } from './notifications.queries';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

const played: { src: string; volume: number }[] = [];
class FakeAudio {
  volume = 1;
  constructor(readonly src: string) {}
  play() {
    played.push({ src: this.src, volume: this.volume });
    return Promise.resolve();
  }
}

function notification(type: string, more: Notification['more'] = { id: 'u2' }): Notification {
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

let queryClient: QueryClient;
let invalidated: unknown[][];
beforeEach(() => {
  played.length = 0;
  vi.stubGlobal('Audio', FakeAudio);
  vi.mocked(notify).mockClear();
  queryClient = new QueryClient();
  invalidated = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
});

describe('an incoming notification (spec §4)', () => {
  it('plays the notification sound at 0.5 and shows the toast for 5 s', () => {
    handleNotificationFrame(
      { type: 'new_notification', notification: notification('FRIEND_REQUEST_NEW') },
      queryClient,
    );
    expect(played).toEqual([{ src: '/sounds/notification.wav', volume: 0.5 }]);
    expect(notify).toHaveBeenCalledWith(
      'Nouvelle notification : Paul Martin vous a envoyé une invitation.',
      'info',
      5000,
    );
    expect(invalidated).toContainEqual([...notificationsKeys.list()]);
  });

  it('FRIEND_REQUEST_NEW reloads the invitations and the own profile counts', () => {
    handleNotificationFrame(
      { type: 'new_notification', notification: notification('FRIEND_REQUEST_NEW') },
      queryClient,
    );
    expect(invalidated).toContainEqual([...usersKeys.list('invitation')]);
    expect(invalidated).toContainEqual([...usersKeys.profile()]);
    expect(invalidated).not.toContainEqual([...usersKeys.list('friend')]);
  });

  it('FRIEND_REQUEST_ACCEPT reloads the friends and the requests', () => {
    handleNotificationFrame(
      { type: 'new_notification', notification: notification('FRIEND_REQUEST_ACCEPT') },
      queryClient,
    );
    expect(invalidated).toContainEqual([...usersKeys.list('friend')]);
    expect(invalidated).toContainEqual([...usersKeys.list('demande')]);
    expect(invalidated).not.toContainEqual([...usersKeys.list('invitation')]);
  });

  it('ignores frames of another type', () => {
    handleNotificationFrame({ type: 'other' }, queryClient);
    expect(played).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });
});

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
