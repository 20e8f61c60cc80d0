/**
 * Notifications come only from facts (ADR 0005; platform/facts.ts): the relationship and
 * publications modules record what happened with their writes, and these listeners, run by the
 * job queue after commit, store and push the notifications. Each is keyed by the fact id: a
 * delivery that runs again stores nothing twice.
 */
import type { Facts, FactBus } from '../../platform/facts.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationListenerDeps {
  notifications: NotificationsService;
  /** The relationship module: friends of a member (POST_NEW, a deleted publication). */
  friendIds(userId: string): Promise<string[]>;
}

export function listenForNotifications(
  bus: Pick<FactBus<Facts>, 'on'>,
  { notifications, friendIds }: NotificationListenerDeps,
): void {
  // Friends (spec §4): `more.id` is the actor, whose profile the client opens.
  bus.on('relationship.invitation_sent', async ({ senderId, receiverId }, { factId }) => {
    await notifications.notify({
      type: 'FRIEND_REQUEST_NEW',
      userId: receiverId,
      actorId: senderId,
      more: { id: senderId },
      factId,
    });
  });
  bus.on('relationship.invitation_accepted', async ({ senderId, accepterId }, { factId }) => {
    await notifications.notify({
      type: 'FRIEND_REQUEST_ACCEPT',
      userId: senderId,
      actorId: accepterId,
      more: { id: accepterId },
      factId,
    });
  });

  // Publications: `more.post` is the publication the client re-fetches (spec §4).
  bus.on('publications.published', async (published, { factId }) => {
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
      factId,
    });
  });
  bus.on('publications.reacted', async ({ publicationId, authorId, actorId }, { factId }) => {
    await notifications.notify({
      type: 'POST_REACTION',
      userId: authorId,
      actorId,
      more: { post: publicationId },
      factId,
    });
  });
  // Grouped per publication while unread ('Paul Martin et 2 autres ont commenté « … »'), with
  // the comment's first words and where it is (the publication's page scrolls to it).
  bus.on('publications.commented', async (commented, { factId }) => {
    const more = {
      post: commented.publicationId,
      comment: commented.commentId,
      ...(commented.quote ? { quote: commented.quote } : {}),
    };
    const subjectOfGroup = commented.publicationExcerpt || undefined;
    if (commented.answeredId) {
      await notifications.notify({
        type: 'REPONSE_NEW',
        userId: commented.answeredId,
        actorId: commented.actorId,
        more,
        factId,
        subjectOfGroup,
      });
    }
    // The publication's author hears of it once, even when the reply answers them.
    if (commented.publicationAuthorId !== commented.answeredId) {
      await notifications.notify({
        type: 'COMMENTAIRE_NEW',
        userId: commented.publicationAuthorId,
        actorId: commented.actorId,
        more,
        factId,
        subjectOfGroup,
      });
    }
  });
  bus.on('publications.comment_reacted', async (reacted, { factId }) => {
    await notifications.notify({
      type: 'COMMENTAIRE_REACTION',
      userId: reacted.commentAuthorId,
      actorId: reacted.actorId,
      more: { post: reacted.publicationId },
      factId,
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
