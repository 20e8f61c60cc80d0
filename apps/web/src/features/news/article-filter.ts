import { NEWS_CATEGORIES, type ArticleStatus, type NewsCategory } from '@koinonia/contracts';
import type { ArticleListFilter } from './news.queries';

/**
 * The list's filter lives in the address, so that it can be shared and survives a reload:
 * `?categorie=liturgie`, `?q=avent`, and for editors `?etat=brouillons|programmes`.
 */
export const FILTER_PARAMS = { category: 'categorie', q: 'q', status: 'etat' } as const;

/** The words of `?etat=`, and the status each asks the API for. */
export const STATUS_WORDS: Record<string, ArticleStatus> = {
  brouillons: 'draft',
  programmes: 'scheduled',
};

const isCategory = (value: string | null): value is NewsCategory =>
  (NEWS_CATEGORIES as readonly string[]).includes(value ?? '');

/** The filter an address asks for (an unknown category or state is ignored). */
export function filterFromParams(params: URLSearchParams): ArticleListFilter {
  const category = params.get(FILTER_PARAMS.category);
  const q = params.get(FILTER_PARAMS.q)?.trim();
  const status = STATUS_WORDS[params.get(FILTER_PARAMS.status) ?? ''];
  return {
    ...(isCategory(category) ? { category } : {}),
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
  };
}

/** The address's parameters with one of them changed (removed when empty). */
export function withParam(
  params: URLSearchParams,
  name: (typeof FILTER_PARAMS)[keyof typeof FILTER_PARAMS],
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
