import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { publicationsFeature } from './publications.feature';
import { publicationsKeys } from './publications.queries';

// `feed_changed` (docs/adr/0027-feed-timelines.md): the server's timeline took a publication,
// after a POST_NEW that may have reloaded the feed too early; the feeds reload again.
describe('a feed_changed frame', () => {
  it('reloads every feed list, and nothing else', async () => {
    const queryClient = new QueryClient();
    const feed = publicationsKeys.feedOf({});
    const other = ['users', 'profil'];
    queryClient.setQueryData(feed, { pages: [], pageParams: [] });
    queryClient.setQueryData(other, { id: 'me' });
    publicationsFeature.socketFrames?.feed_changed?.({ type: 'feed_changed' }, queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryState(feed)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
