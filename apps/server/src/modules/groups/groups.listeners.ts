/**
 * The groups module's notifications, from its own facts and from the publications
 * module's: run by the job queue after commit, each keyed by its fact id, so a delivery that
 * runs again stores nothing twice.
 */
import type { Facts, FactBus } from '../../platform/facts.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { GroupsService } from './groups.service.ts';

export interface GroupListenerDeps {
  groups: GroupsService;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
}

export function listenForGroups(
  bus: Pick<FactBus<Facts>, 'on'>,
  { groups, notifications }: GroupListenerDeps,
): void {
  /** Runs `send` with the group's name, unless the group is gone meanwhile. */
  const aboutGroup = async (groupId: string, send: (subject: string) => Promise<unknown>) => {
    const subject = await groups.nameOf(groupId);
    if (subject !== undefined) await send(subject);
  };

  bus.on('groups.invited', async ({ groupId, userId, actorId }, { factId }) => {
    await aboutGroup(groupId, async (subject) =>
      notifications.notify({
        type: 'GROUP_INVITATION',
        userId,
        actorId,
        more: { id: groupId },
        subject,
        factId,
      }),
    );
  });

  bus.on('groups.requested', async ({ groupId, userId }, { factId }) => {
    await aboutGroup(groupId, async (subject) =>
      notifications.notifyMany({
        type: 'GROUP_REQUEST_NEW',
        userIds: await groups.moderatorIds(groupId),
        actorId: userId,
        more: { id: groupId },
        subject,
        factId,
      }),
    );
  });

  bus.on('groups.request_accepted', async ({ groupId, userId, actorId }, { factId }) => {
    await aboutGroup(groupId, async (subject) =>
      notifications.notify({
        type: 'GROUP_REQUEST_ACCEPT',
        userId,
        actorId,
        more: { id: groupId },
        subject,
        factId,
      }),
    );
  });

  bus.on('groups.role_changed', async ({ groupId, userId, actorId }, { factId }) => {
    await aboutGroup(groupId, async (subject) =>
      notifications.notify({
        type: 'GROUP_ROLE_CHANGE',
        userId,
        actorId,
        more: { id: groupId },
        subject,
        factId,
      }),
    );
  });

  // A publication in a group: the group is the most active, and the members who asked hear of it.
  bus.on('publications.published', async ({ publicationId, authorId, groupId }, { factId }) => {
    if (!groupId) return;
    await groups.touch(groupId);
    await aboutGroup(groupId, async (subject) =>
      notifications.notifyMany({
        type: 'GROUP_POST_NEW',
        userIds: await groups.notifiedMemberIds(groupId),
        actorId: authorId,
        more: { post: publicationId, id: groupId },
        subject,
        factId,
      }),
    );
  });
}
