import type { InfiniteData } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import type { Notification, PublicationPage } from '@koinonia/contracts';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  handleNotificationFrame,
  notificationsKeys,
} from '@/features/notifications/notifications.public';
import { publicationsKeys } from '@/features/publications/publications.public';
import { publication } from '@/features/publications/publications.test-data';
import { usersKeys } from '@/features/users/users.public';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, testQueryClient } from '@/test/render';
import { loadFeatures } from './features';
import { socketHandlersOf } from './layout/app-nav';

// The notification socket as the app composes it from the feature list (ADR 0002):
// each feature registers its handlers by notification type.
vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

const socketHandlers = socketHandlersOf(await loadFeatures());

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
      socketHandlers,
    );
    expect(played).toEqual([{ src: '/sounds/notification.wav', volume: 0.5 }]);
    expect(notify).toHaveBeenCalledWith(
      'Nouvelle notification : Paul Martin vous a envoyé une invitation.',
      'info',
      5000,
    );
    expect(invalidated).toContainEqual([...notificationsKeys.list()]);
  });

  it('FRIEND_REQUEST_NEW reloads the invitations and the own profile counts', async () => {
    handleNotificationFrame(
      { type: 'new_notification', notification: notification('FRIEND_REQUEST_NEW') },
      queryClient,
      socketHandlers,
    );
    await waitFor(() => expect(invalidated).toContainEqual([...usersKeys.list('invitation')]));
    expect(invalidated).toContainEqual([...usersKeys.profile()]);
    expect(invalidated).not.toContainEqual([...usersKeys.list('friend')]);
  });

  it('FRIEND_REQUEST_ACCEPT reloads the friends and the requests', async () => {
    handleNotificationFrame(
      { type: 'new_notification', notification: notification('FRIEND_REQUEST_ACCEPT') },
      queryClient,
      socketHandlers,
    );
    await waitFor(() => expect(invalidated).toContainEqual([...usersKeys.list('friend')]));
    expect(invalidated).toContainEqual([...usersKeys.list('demande')]);
    expect(invalidated).not.toContainEqual([...usersKeys.list('invitation')]);
  });

  it('ignores frames of another type', () => {
    handleNotificationFrame({ type: 'other' }, queryClient, socketHandlers);
    expect(played).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });
});

function publicationNotification(type: string, more: Notification['more']): Notification {
  return {
    id: 'n1',
    notification_type: type,
    message: 'Paul Martin a commenté votre publication.',
    more,
    actor: null,
    is_read: false,
    created_at: '2026-11-20T10:00:00Z',
  };
}

const first = publication();
const other = publication({ id: '22222222-2222-4222-8222-222222222222', text: 'Autre' });
const feed = (): InfiniteData<PublicationPage> => ({
  pages: [{ results: [first, other], next: null }],
  pageParams: [''],
});

describe('publication notifications (spec §4)', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('POST_NEW invalidates the feed', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(publicationsKeys.feed(), feed());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    handleNotificationFrame(
      {
        type: 'new_notification',
        notification: publicationNotification('POST_NEW', { post: first.id }),
      },
      queryClient,
      socketHandlers,
    );
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: publicationsKeys.feed() }),
    );
    expect(queryClient.getQueryState(publicationsKeys.feed())?.isInvalidated).toBe(true);
  });

  it('COMMENTAIRE_NEW re-fetches the publication by more.post and updates it in place', async () => {
    const fresh = { ...first, comments_count: 1 };
    const fetchMock = vi.fn(
      fakeApi([[`GET /api/publications/post/${first.id}/`, () => json(fresh)]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = testQueryClient();
    queryClient.setQueryData(publicationsKeys.feed(), feed());
    await Promise.all(
      (socketHandlers.notifications.get('COMMENTAIRE_NEW') ?? []).map((handler) =>
        handler(
          publicationNotification('COMMENTAIRE_NEW', { post: first.id, id: 'c1' }),
          queryClient,
        ),
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/publications/post/${first.id}/`);
    const results = queryClient.getQueryData<InfiniteData<PublicationPage>>(publicationsKeys.feed())
      ?.pages[0]?.results;
    expect(results?.map((item) => [item.id, item.comments_count])).toEqual([
      [first.id, 1],
      [other.id, 0],
    ]);
  });

  it('a reaction notification uses more.id when there is no more.post; a 404 removes it', async () => {
    const fetchMock = vi.fn(fakeApi([]));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = testQueryClient();
    queryClient.setQueryData(publicationsKeys.feed(), feed());
    const [handler] = socketHandlers.notifications.get('POST_REACTION') ?? [];
    await handler?.(publicationNotification('POST_REACTION', { id: other.id }), queryClient);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/post/${other.id}/`);
    const results = queryClient.getQueryData<InfiniteData<PublicationPage>>(publicationsKeys.feed())
      ?.pages[0]?.results;
    expect(results?.map((item) => item.id)).toEqual([first.id]);
  });

  it('a publication_removed frame takes it out of every list, silently', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(publicationsKeys.feed(), feed());
    queryClient.setQueryData(publicationsKeys.feedOf({ author: first.author.id }), feed());
    queryClient.setQueryData(publicationsKeys.detail(other.id), other);
    vi.mocked(notify).mockClear();
    handleNotificationFrame(
      { type: 'publication_removed', publication_id: other.id },
      queryClient,
      socketHandlers,
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(publicationsKeys.detail(other.id))).toBeUndefined(),
    );
    for (const key of [
      publicationsKeys.feed(),
      publicationsKeys.feedOf({ author: first.author.id }),
    ]) {
      const results =
        queryClient.getQueryData<InfiniteData<PublicationPage>>(key)?.pages[0]?.results;
      expect(results?.map((item) => item.id)).toEqual([first.id]);
    }
    expect(queryClient.getQueryData(publicationsKeys.detail(other.id))).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('registers one handler per type, from the contracts table', () => {
    const count = (type: string) => socketHandlers.notifications.get(type)?.length ?? 0;
    expect(count('REPONSE_NEW')).toBe(1);
    expect(count('POST_NEW')).toBe(1);
    expect(count('COMMENTAIRE_REACTION')).toBe(1);
    expect(count('FRIEND_REQUEST_NEW')).toBe(1);
    expect(count('UNKNOWN_TYPE')).toBe(0);
  });
});

describe('the publications, groups and events features follow the contracts table', () => {
  it("registers one handler for every type whose row says refresh 'publication', 'feed', 'groups' or 'events'", async () => {
    const { NOTIFICATION_TYPES } = await import('@koinonia/contracts');
    for (const [type, row] of Object.entries(NOTIFICATION_TYPES)) {
      const expected = ['publication', 'feed', 'groups', 'events'].includes(row.refresh) ? 1 : 0;
      if (row.refresh === 'relations') continue;
      expect([type, socketHandlers.notifications.get(type)?.length ?? 0]).toEqual([type, expected]);
    }
  });
});
