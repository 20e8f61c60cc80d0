import type { AcceptTermsBody, DetailResponse, TermsDocument } from '@koinonia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { termsUrl } from '@/shared/api/endpoints';

/** Query keys of the terms: one root. */
export const privacyKeys = {
  root: ['privacy'] as const,
  terms: () => [...privacyKeys.root, 'terms'] as const,
};

/** GET {termsUrl}/: the current privacy notice and terms, as the server's safe HTML. */
export const termsQueryOptions = () =>
  queryOptions({
    queryKey: privacyKeys.terms(),
    queryFn: ({ signal }) => apiRequest<TermsDocument>(`${termsUrl}/`, { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * POST {termsUrl}/accept/: both consents for the version read. On success `onAccepted` runs
 * (the layout reloads the profile, whose `pending_terms` is then null).
 */
export function useAcceptTerms(onAccepted: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptTermsBody) =>
      apiRequest<DetailResponse>(`${termsUrl}/accept/`, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: privacyKeys.root });
      await onAccepted();
    },
  });
}
