/**
 * The notification e-mails: what the member did not see in the app, mailed as often
 * as they chose (immédiat, quotidien, hebdomadaire, jamais), only for the categories they want
 * by e-mail, never during their quiet hours, each notification at most once. A recurring job
 * runs `send` every few minutes at the app clock's `now`. A notification read in the app
 * before its turn is never mailed; one younger than a few minutes waits (the member may be
 * reading it).
 */
import {
  type DigestFrequency,
  NOTIFICATION_TYPES,
  type NotificationCategory,
  type NotificationType,
  notificationLink,
  type Settings,
} from '@koinonia/contracts';
import { DateTime } from 'luxon';
import type { Mailer } from '../../platform/mailer.ts';
import { digestMail } from './notifications.mails.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { unsubscribeToken } from './notifications.unsubscribe.ts';

/** A notification this young may still be seen in the app: it waits for the next run. */
export const DIGEST_GRACE_MINUTES = 5;
const EVERY: Record<Exclude<DigestFrequency, 'never'>, number> = {
  immediate: 0,
  daily: 24 * 60,
  weekly: 7 * 24 * 60,
};

export interface DigestDeps {
  repository: NotificationsRepository;
  settingsOf(userIds: readonly string[]): Promise<Map<string, Settings>>;
  memberOf(userId: string): Promise<{ email: string; firstName: string } | undefined>;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  timeZone: string;
}

/** true when `now` falls in the member's quiet hours (a window that may cross midnight). */
export function inQuietHours(settings: Settings, now: Date, zone: string): boolean {
  const { enabled, from, to } = settings.notifications.quiet_hours;
  if (!enabled) return false;
  const local = DateTime.fromJSDate(now, { zone }).toFormat('HH:mm');
  return from <= to ? local >= from && local < to : local >= from || local < to;
}

const categoryOf = (type: string): NotificationCategory | undefined =>
  Object.hasOwn(NOTIFICATION_TYPES, type)
    ? NOTIFICATION_TYPES[type as NotificationType].category
    : undefined;

export function createDigest(deps: DigestDeps) {
  return {
    /** Mails each member whose turn has come; answers how many mails were queued. */
    async send(now: Date): Promise<number> {
      const olderThan = new Date(now.getTime() - DIGEST_GRACE_MINUTES * 60_000);
      const members = await deps.repository.membersWithUnmailed(olderThan, 500);
      const settings = await deps.settingsOf(members.map((m) => m.userId));
      let sent = 0;
      for (const { userId, lastMailedAt } of members) {
        const mine = settings.get(userId);
        if (!mine) continue;
        const frequency = mine.notifications.digest;
        if (frequency === 'never' || inQuietHours(mine, now, deps.timeZone)) continue;
        const since = lastMailedAt ? (now.getTime() - lastMailedAt.getTime()) / 60_000 : Infinity;
        if (since < EVERY[frequency]) continue;
        const wanted = (type: string) => {
          const category = categoryOf(type);
          return category !== undefined && mine.notifications.channels[category].email;
        };
        const pending = (await deps.repository.unmailedOf(userId, olderThan)).filter((n) =>
          wanted(n.notificationType),
        );
        if (pending.length === 0) continue;
        const member = await deps.memberOf(userId);
        if (!member) continue;
        // Claimed first: a mail that failed to queue is lost rather than sent twice, and a
        // notification another run claimed meanwhile is left to that run's mail.
        const claimed = await deps.repository.claimForMail(
          pending.map((n) => n.id),
          now,
        );
        const items = pending.filter((n) => claimed.has(n.id));
        if (items.length === 0) continue;
        const token = unsubscribeToken(deps.secret, userId);
        await deps.mailer.send(
          digestMail(member.email, member.firstName, {
            items: items.map((n) => ({
              message: n.message,
              link: `${deps.publicUrl}${notificationLink(n.notificationType, n.more) ?? '/notifications'}`,
            })),
            settingsLink: `${deps.publicUrl}/settings/notification`,
            unsubscribeLink: `${deps.publicUrl}/api/notifications/unsubscribe/?token=${token}`,
          }),
        );
        sent += 1;
      }
      return sent;
    },
  };
}

export type Digest = ReturnType<typeof createDigest>;
