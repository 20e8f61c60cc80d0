import {
  NEWS_PAGE_SIZE,
  type Article,
  type ArticleCommentPage,
  type ArticlePage,
  type ArticleStatus,
  type NewsCategory,
  type NewsCategoryCount,
  type ParishSheet,
} from '@koinonia/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, arrivedEarly, arrivedEarlyPage, earlyStaleTime } from '@/shared/api/client';
import { blogsUrl } from '@/shared/api/endpoints';

/** Articles per page of the list (the server writes the first page into /blogs for a guest). */
export const ARTICLE_PAGE_SIZE = NEWS_PAGE_SIZE;

/** What the list shows: a category, searched words, and (editors) drafts or scheduled ones. */
export interface ArticleListFilter {
  category?: NewsCategory;
  q?: string;
  status?: ArticleStatus;
}

/** Query keys of the news: one root. */
export const newsKeys = {
  root: ['news'] as const,
  lists: () => [...newsKeys.root, 'list'] as const,
  list: (filter: ArticleListFilter) => [...newsKeys.lists(), filter] as const,
  categories: () => [...newsKeys.root, 'categories'] as const,
  detail: (id: string) => [...newsKeys.root, 'article', id] as const,
  comments: (id: string) => [...newsKeys.detail(id), 'comments'] as const,
  sheets: () => [...newsKeys.root, 'sheet'] as const,
  sheet: (date: string | null) => [...newsKeys.sheets(), date ?? 'current'] as const,
};

/** The URL of one article; its comments and reactions hang under it. */
export const articleUrl = (id: string) => `${blogsUrl}/${encodeURIComponent(id)}/`;

export function articleListUrl(filter: ArticleListFilter, cursor = ''): string {
  const params = new URLSearchParams({ limit: String(ARTICLE_PAGE_SIZE) });
  if (filter.category) params.set('category', filter.category);
  if (filter.q) params.set('q', filter.q);
  if (filter.status) params.set('status', filter.status);
  if (cursor) params.set('cursor', cursor);
  return `${blogsUrl}/?${params.toString()}`;
}

/** GET /api/blogs/?category=&q=&status=&cursor=: newest first, page by page. */
export const articleListQueryOptions = (filter: ArticleListFilter) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ArticlePage>(articleListUrl(filter, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    // The first page the route's loader asked for, if it has arrived (ADR 0010).
    initialData: () => arrivedEarlyPage<ArticlePage>(articleListUrl(filter)),
    staleTime: earlyStaleTime,
  });

export const categoriesUrl = `${blogsUrl}/categories/`;

/** GET /api/blogs/categories/: the categories with their published articles' counts. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.categories(),
    queryFn: ({ signal }) => apiRequest<NewsCategoryCount[]>(`${blogsUrl}/categories/`, { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /api/blogs/{id}/: one article (404 when a guest or a member asks for a draft). */
export const articleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Article>(articleUrl(id), { signal }),
    initialData: () => arrivedEarly<Article>(articleUrl(id)),
    staleTime: earlyStaleTime,
  });

/** GET /api/blogs/{id}/comments/: oldest first, replies inside, page by page. */
export const commentsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: newsKeys.comments(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ArticleCommentPage>(
        `${articleUrl(id)}comments/${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The sheet's URL: this week's, or the week holding `date` ('YYYY-MM-DD'). */
export const sheetUrl = (date: string | null) =>
  date ? `${blogsUrl}/sheet/${encodeURIComponent(date)}/` : `${blogsUrl}/sheet/`;

/** GET /api/blogs/sheet/ and /api/blogs/sheet/{date}/: the weekly parish sheet. */
export const sheetQueryOptions = (date: string | null) =>
  queryOptions({
    queryKey: newsKeys.sheet(date),
    queryFn: ({ signal }) => apiRequest<ParishSheet>(sheetUrl(date), { signal }),
  });
