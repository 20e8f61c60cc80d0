import type { ArticleStatus, NewsCategory } from '@koinonia/contracts';
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

// Written as a shape, not read from the contracts' list of categories: the list and the article
// pages then load none of the contracts' schemas (and not zod), which the editor's chunk holds.
const CATEGORY_CODE = /^[a-z]+(-[a-z]+)*$/;
const isCategory = (value: string | null, known?: readonly string[]): value is NewsCategory =>
  value !== null && CATEGORY_CODE.test(value) && (!known || known.includes(value));

/**
 * The filter an address asks for: an unknown state is ignored, and so is a category that is not
 * one of `known` (the categories' answer, once it is there).
 */
export function filterFromParams(
  params: URLSearchParams,
  known?: readonly string[],
): ArticleListFilter {
  const category = params.get(FILTER_PARAMS.category);
  const q = params.get(FILTER_PARAMS.q)?.trim();
  const status = STATUS_WORDS[params.get(FILTER_PARAMS.status) ?? ''];
  return {
    ...(isCategory(category, known) ? { category } : {}),
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
