import { usersKeys } from '@/features/users/users.queries';
import type { NotificationHandler } from '@/shared/realtime/notification-handler';
import { relationshipKeys } from './relationship.queries';

/**
 * Friend notifications (spec §4): a new invitation reloads the invitations and
 * the own profile's counts; an accepted one reloads the friends and the requests
 * (demandes). The relation with that member reloads too, so an open profile follows.
 */
export const friendNotificationHandlers: NotificationHandler[] = [
  {
    matches: (type) => type === 'FRIEND_REQUEST_NEW',
    handle: (notification, queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.list('invitation') }),
        queryClient.invalidateQueries({ queryKey: usersKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: relationKey(notification.more.id) }),
      ]),
  },
  {
    matches: (type) => type === 'FRIEND_REQUEST_ACCEPT',
    handle: (notification, queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.list('friend') }),
        queryClient.invalidateQueries({ queryKey: usersKeys.list('demande') }),
        queryClient.invalidateQueries({ queryKey: usersKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: relationKey(notification.more.id) }),
      ]),
  },
];

function relationKey(userId: string | undefined) {
  return userId ? relationshipKeys.relation(userId) : relationshipKeys.root;
}
