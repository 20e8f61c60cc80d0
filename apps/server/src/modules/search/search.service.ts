/**
 * The search of everything (docs/adr/0022-search.md): one question asked of each kind's owning
 * module (users, groups, events, news, help), each answering its ranked hits under its own
 * audience rule in SQL; this service only pages and groups them. Without a kind, the first
 * hits of every kind (the header's popover); with one, a page of that kind (/search's tab).
 */
import {
  SEARCH_KINDS,
  SEARCH_PREVIEW_SIZE,
  type SearchHit,
  type SearchKind,
  type searchQuerySchema,
  type SearchResults,
  type SearchSection,
} from '@koinonia/contracts';
import type { z } from 'zod';
import type { SearchPage } from '../../db/search.ts';
import { CURSOR_KEYS, decodeCursor, encodeCursor } from '../../platform/cursor.ts';

/** How a kind's owning module answers: its hits for the member, best first, one page. */
export type SearchFinder = (
  me: string,
  question: string,
  page: SearchPage,
) => Promise<SearchHit[]> | SearchHit[];

export type SearchFinders = Record<SearchKind, SearchFinder>;

type SearchQuery = z.output<typeof searchQuerySchema>;

const cursorKind = (kind: SearchKind) => `search-${kind}`;

export function createSearchService(finders: SearchFinders) {
  /** `limit` hits of `kind` from `offset`, and the cursor of what follows. */
  async function section(
    me: string,
    question: string,
    kind: SearchKind,
    offset: number,
    limit: number,
  ): Promise<SearchSection> {
    // One more than shown: it says whether a next page exists.
    const found = await finders[kind](me, question, { offset, limit: limit + 1 });
    return {
      kind,
      results: found.slice(0, limit),
      next: found.length > limit ? encodeCursor(cursorKind(kind), [String(offset + limit)]) : null,
    };
  }

  return {
    /** `GET /api/search/?q=&kind=&cursor=&limit=`. */
    async search(me: string, { q, kind, cursor, limit }: SearchQuery): Promise<SearchResults> {
      if (kind) {
        const [offset] = decodeCursor(cursorKind(kind), cursor, [CURSOR_KEYS.count]) ?? ['0'];
        return { sections: [await section(me, q, kind, Number(offset), limit)] };
      }
      // One kind after the other: each is one indexed query, and a request holds one
      // connection at a time (docs/adr/0022-search.md).
      const sections: SearchSection[] = [];
      for (const each of SEARCH_KINDS) {
        sections.push(await section(me, q, each, 0, SEARCH_PREVIEW_SIZE));
      }
      return { sections };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
