import type { NotificationMore } from '@koinonia/contracts';

/**
 * The pages of the items moderation may hide. Written here rather than imported: those features
 * show 'Signaler' (this feature's door), so importing their paths back would make a loop between
 * features (docs/adr/0002-web-features-and-boundaries.md). Each mirrors its feature's path file.
 */
const ITEM_PAGES: Record<string, (more: NotificationMore) => string | null> = {
  // publications' publication-paths.ts: a comment is on its publication's page.
  publication: (more) =>
    more.publication ? `/feed/publica-details/${enc(more.publication)}` : null,
  comment: (more) => (more.publication ? `/feed/publica-details/${enc(more.publication)}` : null),
  // albums' album-paths.ts, the viewer open on the photo (use-photo-param.ts).
  album_item: (more) =>
    more.within && more.target_id
      ? `/feed/albums/${enc(more.within)}?photo=${enc(more.target_id)}`
      : null,
  // news' news-paths.ts: the comment is in its article's thread.
  article_comment: (more) => (more.within ? `/blogs/${enc(more.within)}` : null),
  // events' event-paths.ts and groups' group-paths.ts.
  event: (more) => (more.target_id ? `/feed/events/${enc(more.target_id)}` : null),
  group: (more) => (more.target_id ? `/feed/groups/${enc(more.target_id)}` : null),
  // messaging's page, the conversation open (MessagingPage.tsx: `?c=`).
  message: (more) => (more.within ? `/messaging?c=${enc(more.within)}` : null),
  // prayers' page, the intention scrolled into view (PrayersPage.tsx: `?intention=`).
  prayer: (more) => (more.target_id ? `/priere?intention=${enc(more.target_id)}` : null),
};

const enc = encodeURIComponent;

/**
 * Where a hide decision's notification leads its author (docs/adr/0021-moderation.md): the page
 * that shows the item (a publication's, an album's viewer, an article's, an event's, a group's,
 * the conversation), with the case and the item in the address, so that the item offers
 * 'Demander un réexamen' (HiddenNotice). Null when the item has no page of its own here.
 */
export function hiddenItemPath(more: NotificationMore): string | null {
  if (!more.id || !more.target_id) return null;
  const page = ITEM_PAGES[more.target_type ?? '']?.(more);
  if (!page) return null;
  const params = new URLSearchParams({ reexamen: more.id, cible: more.target_id });
  return `${page}${page.includes('?') ? '&' : '?'}${params.toString()}`;
}
