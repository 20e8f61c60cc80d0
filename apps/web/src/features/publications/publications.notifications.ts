import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { videoProgressEventSchema } from '@koinonia/contracts';
import {
  publicationsKeys,
  refreshPublication,
  removePublicationFromCache,
  updateVideoInCache,
} from './publications.queries';

/** POST_NEW (spec §4): the publication lists reload. */
export function reloadFeeds(_notification: Notification, queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() });
}

/**
 * `feed_changed` (ours, not a notification): the member's feed timeline took a publication or
 * was rebuilt on the server; the feeds reload. POST_NEW may have come first, while the timeline
 * did not hold the publication yet (docs/adr/0027-feed-timelines.md).
 */
export function handleFeedChanged(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() });
}

/**
 * A reaction, comment or reply (spec §4): that publication (more.post, else more.id) is
 * re-fetched and updated in place, and its comments reload when they are shown.
 */
export function refreshNotifiedPublication(notification: Notification, queryClient: QueryClient) {
  const id = notification.more.post ?? notification.more.id;
  if (!id) return undefined;
  // The comments list of an opened publication follows too (an inactive one is only marked).
  return Promise.all([
    refreshPublication(queryClient, id),
    queryClient.invalidateQueries({ queryKey: publicationsKeys.comments(id) }),
  ]);
}

/**
 * `publication_activity` (ours): a publication on screen got a comment, a reaction or an edit
 * from someone else; it is re-fetched, and its comments when they are shown.
 */
export function handlePublicationActivity(
  frame: Record<string, unknown>,
  queryClient: QueryClient,
) {
  const id = frame.publication_id;
  if (typeof id !== 'string') return undefined;
  return Promise.all([
    refreshPublication(queryClient, id),
    queryClient.invalidateQueries({ queryKey: publicationsKeys.comments(id) }),
  ]);
}

/** `publication_removed` (ours, not a notification): a deleted publication leaves every list. */
export function handlePublicationRemoved(
  frame: Record<string, unknown>,
  queryClient: QueryClient,
): void {
  if (typeof frame.publication_id === 'string') {
    removePublicationFromCache(queryClient, frame.publication_id);
  }
}

/**
 * `video_progress` (ours, to the uploader): the uploaded video's state laid over every cached
 * publication that shows it, so its card's progress moves and its player appears when ready.
 */
export function handleVideoProgress(frame: Record<string, unknown>, queryClient: QueryClient) {
  const parsed = videoProgressEventSchema.safeParse(frame);
  if (!parsed.success) return;
  const { type: _type, url, ...state } = parsed.data;
  updateVideoInCache(queryClient, url, (video) => ({ ...video, ...state }));
}
