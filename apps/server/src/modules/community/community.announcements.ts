/**
 * The mails announcing an event published in one of my groups (/settings/communication).
 * The events module records 'events.published' with the write; its delivery sends the first
 * batch job. A batch job reads a page of the group's members (id order), keeps those who want
 * these mails and do not organise the event, sends one mail job each, and sends the next batch
 * job. Every job id is made from what it is about (jobId): a delivery or a batch that runs again
 * sends nothing twice, and each (event, member) is mailed once. The mail job checks again, as
 * late as possible, that the member may see the event (a draft, a block with an organiser, a
 * secret group they left: no mail) and still wants the mail.
 */
import type { Settings } from '@koinonia/contracts';
import type { Facts, FactBus } from '../../platform/facts.ts';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { unsubscribeToken } from '../../platform/unsubscribe.ts';
import type { EventAnnouncement } from '../events/events.service.ts';
import { announcementMail } from './community.mails.ts';
import { textsFor } from './community.texts.ts';

const BATCH = 'community.event-announcement.batch';
const MAIL = 'community.event-announcement.mail';
/** Members read per batch job. */
export const ANNOUNCEMENT_BATCH_SIZE = 200;
/** The scope of the unsubscribe token that turns `communication.group_events` off. */
export const GROUP_EVENTS_SCOPE = 'group-events-mails';

export interface AnnouncementDeps {
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  timeZone: string;
  /** The events module: what to announce, undefined when there is nothing (any more). */
  announcement(eventId: string): Promise<EventAnnouncement | undefined>;
  sees(userId: string, eventId: string): Promise<boolean>;
  /** The groups module. */
  memberIdsAfter(groupId: string, after: string | null, limit: number): Promise<string[]>;
  isGroupMember(userId: string, groupId: string): Promise<boolean>;
  groupName(groupId: string): Promise<string | undefined>;
  settingsOf(userIds: readonly string[]): Promise<Map<string, Settings>>;
  /** An open, verified member's address and first name. */
  recipient(userId: string): Promise<{ email: string; firstName: string } | undefined>;
}

interface BatchJob {
  eventId: string;
  groupId: string;
  after: string | null;
}

interface MailJob {
  eventId: string;
  userId: string;
}

const wants = (settings: Settings | undefined) => settings?.communication.group_events === true;

export function setUpAnnouncements(bus: Pick<FactBus<Facts>, 'on'>, deps: AnnouncementDeps) {
  const sendBatch = (job: BatchJob) =>
    deps.jobs.send(BATCH, job, { id: jobId(BATCH, job.eventId, job.after ?? '') });

  deps.jobs.define<BatchJob>(BATCH, async (job) => {
    const event = await deps.announcement(job.eventId);
    if (!event) return;
    const ids = await deps.memberIdsAfter(job.groupId, job.after, ANNOUNCEMENT_BATCH_SIZE);
    const settings = await deps.settingsOf(ids);
    for (const userId of ids) {
      if (event.organiserIds.includes(userId) || !wants(settings.get(userId))) continue;
      await deps.jobs.send<MailJob>(
        MAIL,
        { eventId: event.id, userId },
        { id: jobId(MAIL, event.id, userId) },
      );
    }
    const last = ids.at(-1);
    if (ids.length === ANNOUNCEMENT_BATCH_SIZE && last) await sendBatch({ ...job, after: last });
  });

  deps.jobs.define<MailJob>(MAIL, async ({ eventId, userId }) => {
    const event = await deps.announcement(eventId);
    if (!event || event.organiserIds.includes(userId)) return;
    const settings = (await deps.settingsOf([userId])).get(userId);
    if (!settings || !wants(settings)) return;
    const [member, sees, inGroup, groupName] = await Promise.all([
      deps.recipient(userId),
      deps.sees(userId, eventId),
      deps.isGroupMember(userId, event.groupId),
      deps.groupName(event.groupId),
    ]);
    if (!member || !sees || !inGroup || groupName === undefined) return;
    const token = unsubscribeToken(deps.secret, GROUP_EVENTS_SCOPE, userId);
    // The last step: a failure before it retries the job, which then mails once.
    await deps.mailer.send(
      announcementMail(
        member,
        {
          title: event.title,
          startsAt: event.startsAt,
          timeZone: deps.timeZone,
          isOnline: event.isOnline,
          location: event.location,
          groupName,
          link: `${deps.publicUrl}/feed/events/${event.id}`,
        },
        {
          settingsLink: `${deps.publicUrl}/settings/communication`,
          unsubscribeLink: `${deps.publicUrl}/api/community/unsubscribe/?mail=group_events&token=${token}`,
        },
        textsFor(settings.communication.language),
      ),
    );
  });

  bus.on('events.published', async ({ eventId, groupId }) => {
    await sendBatch({ eventId, groupId, after: null });
  });
}
