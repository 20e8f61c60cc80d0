import type {
  HelpArticle,
  HelpFeedback,
  HelpFeedbackBody,
  HelpIndex,
  HelpSearch,
} from '@koinonia/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { helpUrl } from '@/shared/api/endpoints';

/** Query keys of the help centre: one root. */
export const helpKeys = {
  root: ['help'] as const,
  index: () => [...helpKeys.root, 'index'] as const,
  search: (text: string) => [...helpKeys.root, 'search', text] as const,
  article: (id: string) => [...helpKeys.root, 'article', id] as const,
};

const articleUrl = (id: string) => `${helpUrl}/articles/${encodeURIComponent(id)}/`;

/** GET {helpUrl}/: the categories with their articles, and the support link. */
export const helpIndexQueryOptions = () =>
  queryOptions({
    queryKey: helpKeys.index(),
    queryFn: ({ signal }) => apiRequest<HelpIndex>(`${helpUrl}/`, { signal }),
    // The articles change with a new version of the app, not while it is open.
    staleTime: 30 * 60_000,
  });

/** GET {helpUrl}/search/?q=: title hits first. */
export const helpSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: helpKeys.search(text),
    queryFn: ({ signal }) =>
      apiRequest<HelpSearch>(`${helpUrl}/search/?q=${encodeURIComponent(text)}`, { signal }),
    staleTime: 30 * 60_000,
  });

/** GET {helpUrl}/articles/{id}/: the article, its related articles and the answers. */
export const helpArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: helpKeys.article(id),
    queryFn: ({ signal }) => apiRequest<HelpArticle>(articleUrl(id), { signal }),
  });

/** SUPPORT_URL ('Contacter l'assistance'), once the help centre's index has answered. */
export function useSupportUrl(): string | undefined {
  return useQuery(helpIndexQueryOptions()).data?.support_url;
}

/** PUT {helpUrl}/articles/{id}/feedback/: the member's answer, written over the article. */
export function useAnswerArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpFeedbackBody) =>
      apiRequest<HelpFeedback>(`${articleUrl(id)}feedback/`, { method: 'PUT', body }),
    onSuccess: (feedback) => {
      queryClient.setQueryData<HelpArticle>(helpKeys.article(id), (article) =>
        article ? { ...article, feedback } : article,
      );
    },
  });
}
