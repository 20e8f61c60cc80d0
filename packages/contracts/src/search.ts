import { z } from 'zod';
import { lineText } from './text.ts';
import { SEARCH_MAX_LENGTH } from './users.ts';

/**
 * The search of everything (`GET /api/search/?q=&kind=`, the header's field and /search;
 * docs/adr/0022-search.md): members, groups, pages, events, articles and help articles, each
 * kind ranked by its owning module under its audience rule.
 */
export const SEARCH_KINDS = ['members', 'groups', 'pages', 'events', 'articles', 'help'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Hits of each kind in the answer without `kind` (the header's popover). */
export const SEARCH_PREVIEW_SIZE = 4;

export const searchQuerySchema = z.object({
  q: lineText({ error: 'Saisissez votre recherche.' })
    .trim()
    .min(1, { error: 'Saisissez au moins un caractère.' })
    .max(SEARCH_MAX_LENGTH, {
      error: `La recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.`,
    }),
  kind: z.enum(SEARCH_KINDS, { error: 'Type de résultat inconnu.' }).optional(),
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/**
 * One hit. `title` is what the member reads first (a member's full name with their titre, a
 * group's name, an event's title); the context fields are those of its kind, null otherwise.
 */
export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  title: z.string(),
  /** A member's photo, a group's logo, an event's or article's image; null when none. */
  image: z.string().nullable(),
  /** A line of text: a member's bio, a group's description, an article's summary. */
  excerpt: z.string(),
  /** members: friends in common with the asker. */
  mutual_count: z.number().int().nullable(),
  /** groups: members; pages: followers. */
  member_count: z.number().int().nullable(),
  /** events: when it starts (ISO) and in which time zone it is shown, its place, cancelled. */
  starts_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  location: z.string().nullable(),
  cancelled: z.boolean().nullable(),
  /** articles: when it was published (ISO). */
  published_at: z.string().nullable(),
  /** help: the name of its category. */
  category: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchSectionSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  results: z.array(searchHitSchema),
  /** The cursor of this kind's next page (`?kind=…&cursor=…`); null at its end. */
  next: z.string().nullable(),
});
export type SearchSection = z.infer<typeof searchSectionSchema>;

/** Without `kind`: every kind, in SEARCH_KINDS order, its first hits; with it, one page of it. */
export const searchResultsSchema = z.object({ sections: z.array(searchSectionSchema) });
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** A hit with the context fields of other kinds left null. */
export const searchHit = (
  fields: Pick<SearchHit, 'kind' | 'id' | 'title'> & Partial<SearchHit>,
): SearchHit => ({
  image: null,
  excerpt: '',
  mutual_count: null,
  member_count: null,
  starts_at: null,
  time_zone: null,
  location: null,
  cancelled: null,
  published_at: null,
  category: null,
  ...fields,
});
