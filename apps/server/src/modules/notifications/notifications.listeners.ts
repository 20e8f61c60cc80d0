/** Turns the relationship module's events into stored notifications (spec §4, sockets). */
import type { EventBus } from '../../platform/events.ts';
import type { RelationshipEvents } from '../relationship/relationship.events.ts';
import type { NotificationsService } from './notifications.service.ts';

export function listenToRelationshipEvents(
  bus: Pick<EventBus<RelationshipEvents>, 'on'>,
  notifications: NotificationsService,
): void {
  bus.on('relationship.invitation_sent', async ({ senderId, receiverId }) => {
    await notifications.notifyFriend('FRIEND_REQUEST_NEW', receiverId, senderId);
  });
  bus.on('relationship.invitation_accepted', async ({ senderId, accepterId }) => {
    await notifications.notifyFriend('FRIEND_REQUEST_ACCEPT', senderId, accepterId);
  });
}
