import type {
  Article,
  ArticleComment,
  CreateArticleBody,
  CreateArticleCommentBody,
  ParishSheet,
  ReactionsSummary,
  UpdateArticleBody,
  UpdateSheetBody,
} from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { blogsUrl } from '@/shared/api/endpoints';
import { notify } from '@/shared/toast/notify';
import { articleUrl, newsKeys, sheetUrl } from './news.queries';

/** An article as the server answered it: in place on its page; the lists and sheets reload. */
function settle(queryClient: QueryClient, article: Article) {
  queryClient.setQueryData(newsKeys.detail(article.id), article);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: newsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: newsKeys.categories() }),
    queryClient.invalidateQueries({ queryKey: newsKeys.sheets() }),
  ]);
}

/** POST /api/blogs/ (editors). */
export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateArticleBody) => apiRequest<Article>(`${blogsUrl}/`, { body }),
    onSuccess: (article) => settle(queryClient, article),
  });
}

/** PATCH /api/blogs/{id}/ (editors): edits, publishes, schedules, or unpublishes (draft). */
export function useUpdateArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateArticleBody) =>
      apiRequest<Article>(articleUrl(id), { method: 'PATCH', body }),
    onSuccess: (article) => settle(queryClient, article),
  });
}

/** DELETE /api/blogs/{id}/ (editors). */
export function useDeleteArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>(articleUrl(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: newsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: newsKeys.root });
    },
    onError: (error) => void notify(errorMessage(error), 'error'),
  });
}

/** POST /api/blogs/{id}/react/ {kind}, or DELETE to take mine back: the article's new counts. */
export function useReactToArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: string | null) =>
      apiRequest<ReactionsSummary>(
        `${articleUrl(id)}react/`,
        kind ? { body: { kind } } : { method: 'DELETE' },
      ),
    onSuccess: (reactions) =>
      queryClient.setQueryData<Article>(newsKeys.detail(id), (article) =>
        article ? { ...article, reactions } : article,
      ),
    onError: (error) => void notify(errorMessage(error), 'error'),
  });
}

/** POST /api/blogs/{id}/comments/ (members). */
export function useCommentArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateArticleCommentBody) =>
      apiRequest<ArticleComment>(`${articleUrl(id)}comments/`, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsKeys.comments(id) }),
        queryClient.invalidateQueries({ queryKey: newsKeys.detail(id), exact: true }),
      ]),
  });
}

/** DELETE /api/blogs/comments/{id}/ (its author, an editor or a moderator). */
export function useDeleteComment(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest<null>(`${blogsUrl}/comments/${encodeURIComponent(commentId)}/`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.detail(articleId) }),
    onError: (error) => void notify(errorMessage(error), 'error'),
  });
}

/** PUT /api/blogs/sheet/{date}/ (editors): the week's word and pinned article. */
export function useUpdateSheet(weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSheetBody) =>
      apiRequest<ParishSheet>(sheetUrl(weekStart), { method: 'PUT', body }),
    // The answer is the week's sheet: in place wherever that week is cached (this week's
    // address and its date's), so the word shows at once as the form closes.
    onSuccess: (sheet) =>
      queryClient.setQueriesData<ParishSheet>({ queryKey: newsKeys.sheets() }, (cached) =>
        cached?.week_start === sheet.week_start ? sheet : cached,
      ),
  });
}
