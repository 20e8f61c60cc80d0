/**
 * The search of everything, as each owning module's repository asks it (docs/adr/0022-search.md).
 * A row holds `search_vector` (db/columns.ts `searchVector`: synonyms spelled out by
 * `koinonia_search_text`, accents folded and French stems by `koinonia_french`, migration
 * 0032_search.sql); a question becomes a `tsquery` whose every word is a prefix ('hel' finds
 * 'Hélène', 'celebration' finds 'célébrations'), 'St', 'Ste' and 'N.-D.' also meaning 'Saint',
 * 'Sainte' and 'Notre-Dame'. When the words find nothing, near spellings do (pg_trgm's word
 * similarity): the typo fallback. Pages are offsets into the ranked list (`searchPage`).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { asDb } from './sql.ts';

/** Lower case, accents and ligatures folded, as `koinonia_unaccent(lower(…))` reads text. */
export function foldSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/** 'N.-D.', 'N-D', 'N.D.' (folded): Notre-Dame, as koinonia_search_text reads it. */
const NOTRE_DAME = /(?<![\p{L}\p{N}])n\.?\s*-\s*d\.?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])n\.\s*d\.?/gu;

/** Abbreviations and the word each also means. */
const SYNONYMS: Record<string, string> = { st: 'saint', ste: 'sainte' };

/** At most this many words of a question are looked for. */
const MAX_WORDS = 8;

/** The folded words of a question, 'N.-D.' read as 'notre dame'. */
export function searchWords(question: string): string[] {
  const words = foldSearch(question)
    .replace(NOTRE_DAME, ' notre dame ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The text of `to_tsquery('koinonia_french', …)` for a question: every word a prefix, an
 * abbreviation or its full word. The words hold only letters and digits (`searchWords`), so
 * nothing of the question can change the query's syntax.
 */
export function tsqueryText(question: string): string {
  return searchWords(question)
    .map((word) => {
      const synonym = SYNONYMS[word];
      return synonym ? `('${word}':* | '${synonym}':*)` : `'${word}':*`;
    })
    .join(' & ');
}

/** The question as a tsquery of the koinonia_french configuration. */
export const searchTsquery = (question: string): SQL =>
  sql`to_tsquery('koinonia_french', ${tsqueryText(question) || "''"})`;

/** The question folded with its synonyms, as the `search_text` columns hold text. */
export const searchFolded = (question: string): SQL => sql`koinonia_search_text(${question})`;

/**
 * pg_trgm's word similarity from which a text counts as a typo of the question ('celebraton'
 * for 'célébrations', 'lourde' for 'Lourdes'); the members' own search reads its own
 * (users.repository.ts SEARCH_SIMILARITY), at the same value.
 */
export const TYPO_SIMILARITY = 0.5;

/**
 * Runs `query` with `<%` reading TYPO_SIMILARITY: the setting is local to the transaction, so
 * nothing else on the connection sees it.
 */
export function withTypoThreshold<T>(db: Db, query: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return query(asDb(tx));
  });
}

/** One page of a kind's ranked hits: `offset` rows skipped, `limit` shown. */
export interface SearchPage {
  offset: number;
  limit: number;
}

/**
 * The bound of every kind's search (docs/adr/0022-search.md, 'Bounded'): at most this many rows
 * matching the words (or, for a typo, near spellings) are read from the kind's GIN index, in the
 * index's order, and ranked; the audience is then checked on them best first, only until the
 * page is full. A question whose words match more rows than this (a very common word) is
 * answered with the best of the first SEARCH_CANDIDATES by the index.
 */
export const SEARCH_CANDIDATES = 1000;

/** How many visible hits a page needs from the ranked candidates: those skipped, then shown. */
export const searchPageEnd = ({ offset, limit }: SearchPage): number => offset + limit;
