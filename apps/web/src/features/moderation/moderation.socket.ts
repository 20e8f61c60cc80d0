import type { QueryClient } from '@tanstack/react-query';
import { moderationKeys } from './moderation.api';

/** A case opened or changed (`moderation_case`): the queue's lists load again. */
export function refreshCases(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: moderationKeys.all });
}
