import type { UpcomingBirthdays } from '@koinonia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { userUrl } from '@/shared/api/endpoints';

/** Query keys of the context column: one root. */
export const discoverKeys = {
  root: ['discover'] as const,
  birthdays: () => [...discoverKeys.root, 'birthdays'] as const,
};

/** GET /api/users/birthdays/: friends' birthdays in the next 30 days, soonest first. */
export const birthdaysQueryOptions = () =>
  queryOptions({
    queryKey: discoverKeys.birthdays(),
    queryFn: ({ signal }) => apiRequest<UpcomingBirthdays>(`${userUrl}/birthdays/`, { signal }),
    // The list changes once a day at most.
    staleTime: 10 * 60_000,
  });
