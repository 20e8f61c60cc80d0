import type { FeedSort, PublicationMediaFilter } from '@koinonia/contracts';
import { eventsUrl, groupsUrl, publicationsUrl } from '@/shared/api/endpoints';

// The addresses of the publications' lists, apart from their queries: the routes' loaders
// ask for a page's first data with them while its code downloads (ADR 0010).

/**
 * Which publications a list shows: the feed (nothing set), one member's, those with media,
 * one group's or one event's discussion, each at its own address under
 * the groups or events service.
 */
export interface FeedFilter {
  author?: string;
  has?: PublicationMediaFilter;
  group?: string;
  event?: string;
  /** The feed's order: 'popular' ('Populaires'); the newest first otherwise. */
  sort?: FeedSort;
  /** The member's favourites ('Mes favoris'), last saved first. */
  saved?: boolean;
}

/** The query string of a feed page: the filter, then the cursor. */
function feedSearch(filter: FeedFilter, cursor: string): string {
  const params = new URLSearchParams();
  if (filter.author) params.set('author', filter.author);
  if (filter.has) params.set('has', filter.has);
  if (filter.sort === 'popular') params.set('sort', filter.sort);
  if (cursor) params.set('cursor', cursor);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The address of a feed page: a group's feed, an event's discussion, or the publications' list. */
export function feedUrl({ group, event, saved, ...filter }: FeedFilter, cursor: string): string {
  if (saved) return `${publicationsUrl}/saved/${feedSearch({}, cursor)}`;
  if (group)
    return `${groupsUrl}/${encodeURIComponent(group)}/publications/${feedSearch({}, cursor)}`;
  if (event)
    return `${eventsUrl}/${encodeURIComponent(event)}/publications/${feedSearch({}, cursor)}`;
  return `${publicationsUrl}/${feedSearch(filter, cursor)}`;
}

/** GET: the reactions a card offers (spec §5). */
export const reactionTypesUrl = `${publicationsUrl}/reaction-types/`;
