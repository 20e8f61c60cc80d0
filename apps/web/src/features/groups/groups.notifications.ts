import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { groupsKeys } from './groups.queries';

/**
 * An invitation, a request, an accepted request or a new role (refresh 'groups'): the lists
 * and the invitations' count reload, and so does the group of `more.id` with its members and
 * requests (a moderator sees a new request arrive on the group's page).
 */
export function refreshGroups(notification: Notification, queryClient: QueryClient) {
  const id = notification.more.id;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: groupsKeys.invitationsCount() }),
    id ? queryClient.invalidateQueries({ queryKey: groupsKeys.detail(id) }) : undefined,
  ]);
}
