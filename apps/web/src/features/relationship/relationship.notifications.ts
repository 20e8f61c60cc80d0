import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { usersKeys } from '@/features/users/users.public';
import { relationshipKeys } from './relationship.queries';

function relationKey(userId: string | undefined) {
  return userId ? relationshipKeys.relation(userId) : relationshipKeys.root;
}

/**
 * FRIEND_REQUEST_NEW (spec §4): the invitations and the own profile's counts reload, and
 * the relation with that member, so an open profile follows.
 */
export function onInvitation(notification: Notification, queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKeys.list('invitation') }),
    queryClient.invalidateQueries({ queryKey: usersKeys.profile() }),
    queryClient.invalidateQueries({ queryKey: relationKey(notification.more.id) }),
  ]);
}

/** FRIEND_REQUEST_ACCEPT (spec §4): the friends and the requests (demandes) reload. */
export function onAcceptedInvitation(notification: Notification, queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKeys.list('friend') }),
    queryClient.invalidateQueries({ queryKey: usersKeys.list('demande') }),
    queryClient.invalidateQueries({ queryKey: usersKeys.profile() }),
    queryClient.invalidateQueries({ queryKey: relationKey(notification.more.id) }),
  ]);
}
