/**
 * The rotas module's notifications and mails, from its facts: run by the job queue after
 * commit, each keyed by its fact id, so a delivery that runs again stores nothing twice. A
 * mail is one job per member (`rotas.mail`, its id from the fact and the member), sent when
 * the member's settings allow e-mail for events (a place is a date to keep). A member who leaves a group loses their
 * places from today on (the groups module's `groups.membership_changed`).
 */
import type { Facts, FactBus } from '../../platform/facts.ts';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RotasService } from './rotas.service.ts';

export const MAIL_JOB = 'rotas.mail';

export interface RotaMail {
  userId: string;
  subject: string;
  paragraphs: string[];
}

export function listenForRotas(
  bus: Pick<FactBus<Facts>, 'on'>,
  {
    rotas,
    notifications,
    jobs,
  }: {
    rotas: Pick<
      RotasService,
      'about' | 'leaderIds' | 'replacementCandidates' | 'releaseOnLeave' | 'groupName'
    >;
    notifications: Pick<NotificationsService, 'notify' | 'notifyMany' | 'notifyUnsigned'>;
    jobs: Pick<Jobs, 'send'>;
  },
): void {
  const mail = (factId: string, message: RotaMail) =>
    jobs.send(MAIL_JOB, message, { id: jobId(MAIL_JOB, factId, message.userId) });

  bus.on('rotas.asked', async ({ slotId, userId, actorId }, { factId }) => {
    const about = await rotas.about(slotId);
    if (!about) return;
    await notifications.notify({
      type: 'ROTA_ASKED',
      userId,
      actorId,
      more: { id: about.groupId },
      subject: about.subject,
      factId,
    });
  });

  bus.on('rotas.declined', async ({ slotId, userId }, { factId }) => {
    const about = await rotas.about(slotId);
    if (!about) return;
    await notifications.notifyMany({
      type: 'ROTA_DECLINED',
      userIds: await rotas.leaderIds(about.groupId),
      actorId: userId,
      more: { id: about.groupId },
      subject: about.subject,
      factId,
    });
  });

  bus.on('rotas.replacement_asked', async ({ slotId, userId }, { factId }) => {
    const about = await rotas.about(slotId);
    if (!about) return;
    await notifications.notifyMany({
      type: 'ROTA_REPLACEMENT_ASKED',
      userIds: await rotas.replacementCandidates(slotId, userId),
      actorId: userId,
      more: { id: about.groupId },
      subject: about.subject,
      factId,
    });
  });

  // The leaders are told who took the place, and so is the member who left it.
  bus.on('rotas.replaced', async ({ slotId, userId, replacedId }, { factId }) => {
    const about = await rotas.about(slotId);
    if (!about) return;
    const leaders = await rotas.leaderIds(about.groupId);
    await notifications.notifyMany({
      type: 'ROTA_REPLACED',
      userIds: [...new Set([...leaders, replacedId])].filter((id) => id !== userId),
      actorId: userId,
      more: { id: about.groupId },
      subject: about.subject,
      factId,
    });
  });

  bus.on('rotas.reminder', async ({ slotId, userId }, { factId }) => {
    const about = await rotas.about(slotId);
    if (!about) return;
    await notifications.notifyUnsigned({
      type: 'ROTA_REMINDER',
      userId,
      more: { id: about.groupId },
      subject: about.subject,
      factId,
    });
    await mail(factId, {
      userId,
      subject: `Rappel : ${about.subject}`,
      paragraphs: [
        `Demain, vous êtes attendu pour le service « ${about.subject} ».`,
        'Un empêchement ? Demandez un remplacement dans « Mes services ».',
      ],
    });
  });

  bus.on('rotas.call', async ({ groupId, actorId, userIds, text }, { factId }) => {
    const group = await rotas.groupName(groupId, actorId);
    if (!group) return;
    const subject = text.length > 120 ? `${text.slice(0, 119)}…` : text;
    await notifications.notifyMany({
      type: 'ROTA_CALL',
      userIds,
      actorId,
      more: { id: groupId },
      subject,
      factId,
    });
    for (const userId of userIds) {
      await mail(factId, {
        userId,
        subject: `${group.name} cherche des volontaires`,
        paragraphs: [text, 'Les créneaux à prendre sont dans « Mes services ».'],
      });
    }
  });

  bus.on('groups.membership_changed', async ({ groupId, userId }) => {
    await rotas.releaseOnLeave(groupId, userId);
  });
}
