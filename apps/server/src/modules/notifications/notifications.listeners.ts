/**
 * Notifications come only from domain events (ADR 0005): the relationship and publications
 * modules record what happened with their writes, and these listeners, run by the job queue after
 * commit, store and push the notifications. Each is keyed by the event id: a delivery that runs
 * again stores nothing twice.
 */
import type { DomainEvents, EventBus } from '../../platform/events.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationListenerDeps {
  notifications: NotificationsService;
  /** The relationship module: friends of a member (POST_NEW, a deleted publication). */
  friendIds(userId: string): Promise<string[]>;
}

export function listenForNotifications(
  bus: Pick<EventBus<DomainEvents>, 'on'>,
  { notifications, friendIds }: NotificationListenerDeps,
): void {
  // Friends (spec §4): `more.id` is the actor, whose profile the client opens.
  bus.on('relationship.invitation_sent', async ({ senderId, receiverId }, { eventId }) => {
    await notifications.notify({
      type: 'FRIEND_REQUEST_NEW',
      userId: receiverId,
      actorId: senderId,
      more: { id: senderId },
      eventId,
    });
  });
  bus.on('relationship.invitation_accepted', async ({ senderId, accepterId }, { eventId }) => {
    await notifications.notify({
      type: 'FRIEND_REQUEST_ACCEPT',
      userId: senderId,
      actorId: accepterId,
      more: { id: accepterId },
      eventId,
    });
  });

  // Publications: `more.post` is the publication the client re-fetches (spec §4).
  bus.on('publications.published', async (published, { eventId }) => {
    const { publicationId, authorId } = published;
    // In a group, its members hear of it (the groups module's GROUP_POST_NEW), not friends;
    // in an event's discussion, nobody (its page shows it).
    if (published.groupId || published.eventId) return;
    // One insert for all of the author's friends.
    await notifications.notifyMany({
      type: 'POST_NEW',
      userIds: await friendIds(authorId),
      actorId: authorId,
      more: { post: publicationId },
      eventId,
    });
  });
  bus.on('publications.reacted', async ({ publicationId, authorId, actorId }, { eventId }) => {
    await notifications.notify({
      type: 'POST_REACTION',
      userId: authorId,
      actorId,
      more: { post: publicationId },
      eventId,
    });
  });
  bus.on('publications.commented', async (event, { eventId }) => {
    const more = { post: event.publicationId };
    if (event.answeredId) {
      await notifications.notify({
        type: 'REPONSE_NEW',
        userId: event.answeredId,
        actorId: event.actorId,
        more,
        eventId,
      });
    }
    // The publication's author hears of it once, even when the reply answers them.
    if (event.publicationAuthorId !== event.answeredId) {
      await notifications.notify({
        type: 'COMMENTAIRE_NEW',
        userId: event.publicationAuthorId,
        actorId: event.actorId,
        more,
        eventId,
      });
    }
  });
  bus.on('publications.comment_reacted', async (event, { eventId }) => {
    await notifications.notify({
      type: 'COMMENTAIRE_REACTION',
      userId: event.commentAuthorId,
      actorId: event.actorId,
      more: { post: event.publicationId },
      eventId,
    });
  });
  // Not stored: the author's other tabs and the friends who could see it drop it at once.
  bus.on('publications.removed', async ({ publicationId, authorId, sharedWithFriends }) => {
    const viewers = sharedWithFriends ? await friendIds(authorId) : [];
    await notifications.announce([authorId, ...viewers], {
      type: 'publication_removed',
      publication_id: publicationId,
    });
  });
}
