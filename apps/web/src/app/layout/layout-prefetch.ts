import { profileQueryOptions } from '@/features/users/users.queries';
import { queryClient } from '@/shared/api/query-client';

/**
 * The signed-in member's profile (the header's avatar, the profile card, the home page's
 * welcome), asked for while the layout's code loads instead of once it has rendered
 * (issue 10, §6).
 */
export function prefetch(): void {
  const profile = profileQueryOptions();
  // Once: the loader runs again at each navigation inside the layout.
  if (!queryClient.getQueryState(profile.queryKey)) void queryClient.prefetchQuery(profile);
}
