/**
 * The parish module's notifications, from its own facts: run by the job queue after commit,
 * each keyed by its fact id, so a delivery that runs again stores nothing twice.
 */
import type { Facts, FactBus } from '../../platform/facts.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ParishService } from './parish.service.ts';

export function listenForParish(
  bus: Pick<FactBus<Facts>, 'on'>,
  {
    parish,
    notifications,
  }: {
    parish: Pick<ParishService, 'nameOf' | 'adminIds'>;
    notifications: Pick<NotificationsService, 'notify' | 'notifyMany'>;
  },
): void {
  bus.on('parish.request_created', async ({ groupId, requesterId }, { factId }) => {
    const subject = await parish.nameOf(groupId);
    if (subject === undefined) return;
    await notifications.notifyMany({
      type: 'PARISH_REQUEST_NEW',
      userIds: await parish.adminIds(groupId),
      actorId: requesterId,
      more: { id: groupId },
      subject,
      factId,
    });
  });

  bus.on('parish.request_status_changed', async ({ groupId, requesterId, actorId }, { factId }) => {
    const subject = await parish.nameOf(groupId);
    if (subject === undefined) return;
    await notifications.notify({
      type: 'PARISH_REQUEST_STATUS',
      userId: requesterId,
      actorId,
      more: { id: groupId },
      subject,
      factId,
    });
  });

  // A message: the member hears of an admin's; the admins hear of the member's.
  bus.on('parish.request_message', async ({ groupId, requesterId, authorId }, { factId }) => {
    const subject = await parish.nameOf(groupId);
    if (subject === undefined) return;
    const userIds =
      authorId === requesterId
        ? await parish.adminIds(groupId)
        : [requesterId, ...(await parish.adminIds(groupId))];
    await notifications.notifyMany({
      type: 'PARISH_REQUEST_MESSAGE',
      userIds: userIds.filter((id) => id !== authorId),
      actorId: authorId,
      more: { id: groupId },
      subject,
      factId,
    });
  });
}
