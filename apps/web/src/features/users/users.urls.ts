import { userUrl } from '@/shared/api/endpoints';

// The users' addresses apart from their queries: the routes' loaders ask for a page's first data
// with them while its code downloads (ADR 0010).

/**
 * GET: the signed-in member's profile (the header's avatar, the profile card, the home page's
 * welcome). Apart from its query: the signed-in layout's loader asks for it while the layout's
 * code downloads (ADR 0010).
 */
export const profileUrl = `${userUrl}/profil/`;

/** GET: the member's past profile and cover pictures. */
export const userFilesUrl = `${userUrl}/user_files/`;

/** Members per page of a list. */
export const MEMBER_PAGE_SIZE = 20;

/** GET: a page of one of the member lists (`query`: friend, invitation…) or of a search. */
export function listUrl(params: { query?: string; search?: string; cursor: string }): string {
  const search = new URLSearchParams();
  if (params.query) search.set('query', params.query);
  if (params.search) search.set('search', params.search);
  if (params.cursor) search.set('cursor', params.cursor);
  search.set('limit', String(MEMBER_PAGE_SIZE));
  return `${userUrl}/?${search.toString()}`;
}
