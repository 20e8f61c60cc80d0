import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/shared/api/api-error';

/**
 * A write the server refused because the member has new terms to accept (403 `terms_pending`,
 * docs/help-and-terms.md) calls `onRefused`: the layout reloads the profile, whose
 * `pending_terms` then shows the page that asks for them. Without it, a tab left open across
 * a new version would only show the refusal's toast until the profile is read again.
 */
export function useTermsPendingRefusals(onRefused: () => void): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (error instanceof ApiError && error.code === 'terms_pending') onRefused();
      }),
    [client, onRefused],
  );
}
