import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, PublicationPage } from '@koinonia/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  handleNotification,
  handleNotificationFrame,
} from '@/features/notifications/handle-notification';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, testQueryClient } from '@/test/render';
import { publicationNotificationHandlers } from './publications.notifications';
import { publicationsKeys } from './publications.queries';
import { publication } from './publications.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
vi.mock('@/shared/dom/play-sound', () => ({ playSound: vi.fn() }));

function notification(type: string, more: Notification['more']): Notification {
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

beforeEach(() => vi.unstubAllGlobals());

describe('publication notifications (spec §4)', () => {
  it('POST_NEW invalidates the feed', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(publicationsKeys.feed(), feed());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    handleNotification(
      notification('POST_NEW', { post: first.id }),
      queryClient,
      publicationNotificationHandlers,
    );
    await waitForCalls(invalidate);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: publicationsKeys.feed() });
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
      publicationNotificationHandlers
        .filter((handler) => handler.matches('COMMENTAIRE_NEW'))
        .map((handler) =>
          handler.handle(
            notification('COMMENTAIRE_NEW', { post: first.id, id: 'c1' }),
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
    const [handler] = publicationNotificationHandlers.filter((h) => h.matches('POST_REACTION'));
    await handler?.handle(notification('POST_REACTION', { id: other.id }), queryClient);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/post/${other.id}/`);
    const results = queryClient.getQueryData<InfiniteData<PublicationPage>>(publicationsKeys.feed())
      ?.pages[0]?.results;
    expect(results?.map((item) => item.id)).toEqual([first.id]);
  });

  it('a publication_removed frame takes it out of every list, silently', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(publicationsKeys.feed(), feed());
    queryClient.setQueryData(publicationsKeys.feedOf({ author: first.author.id }), feed());
    queryClient.setQueryData(publicationsKeys.detail(other.id), other);
    vi.mocked(notify).mockClear();
    handleNotificationFrame({ type: 'publication_removed', publication_id: other.id }, queryClient);
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

  it('ignores the other kinds', () => {
    expect(publicationNotificationHandlers.some((h) => h.matches('FRIEND_REQUEST_NEW'))).toBe(
      false,
    );
    expect(publicationNotificationHandlers.filter((h) => h.matches('REPONSE_NEW'))).toHaveLength(1);
    expect(publicationNotificationHandlers.filter((h) => h.matches('POST_NEW'))).toHaveLength(1);
  });
});

async function waitForCalls(spy: { mock: { calls: unknown[] } }) {
  for (let i = 0; i < 10 && spy.mock.calls.length === 0; i += 1) await Promise.resolve();
}
