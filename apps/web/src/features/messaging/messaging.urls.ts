import { messagingUrl } from '@/shared/api/endpoints';

// Addresses apart from their queries: /messaging's loader asks for the first page of
// conversations with it while the page's code downloads (ADR 0010).

export function withCursor(url: string, cursor: string): string {
  return cursor ? `${url}?cursor=${encodeURIComponent(cursor)}` : url;
}

/** GET: a page of the member's conversations, the most recent first (spec §7). */
export const conversationsPageUrl = (cursor: string) =>
  withCursor(`${messagingUrl}/conversations/`, cursor);
