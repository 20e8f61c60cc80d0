/**
 * The weekly summary of the community's activity, for the members who asked for it:
 * the week's new members, the publications they may see that were commented the most, the
 * events they may see in the next 7 days and the new groups they may discover — each read
 * through its module's service, under that module's audience rule. Nothing to tell: no mail.
 *
 * When: Monday 7:00 in the community's time zone (TIME_ZONE). The recurring job runs hourly
 * (cron is UTC; the local hour moves with summer time) and starts the week's run when the local
 * time is within SEND_WINDOW_HOURS after Monday 7:00. The run job, its batches and each
 * member's mail job have ids made from the ISO week (jobId), so the hourly runs within the
 * window, retries and batches that run again mail each member at most once that week. The
 * window is shorter than the time pg-boss keeps a done job's id (about 12 hours), which is
 * what makes the ids enough; a node down for the whole window skips that week
 * (docs/spec-deviations.md).
 */
import type { Event, Group, Settings } from '@koinonia/contracts';
import { DateTime } from 'luxon';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { unsubscribeToken } from '../../platform/unsubscribe.ts';
import type { MostCommentedRow } from '../publications/publications.service.ts';
import { summaryIsEmpty, summaryMail, type SummaryContent } from './community.mails.ts';
import { textsFor } from './community.texts.ts';

export const WEEKLY_SUMMARY_JOB = 'community.weekly-summary';
const BATCH = 'community.weekly-summary.batch';
const MAIL = 'community.weekly-summary.mail';
/** Monday, this hour, community time. */
export const SEND_HOUR = 7;
export const SEND_WINDOW_HOURS = 5;
const BATCH_SIZE = 200;
const SHOWN = { publications: 3, events: 5, groups: 3 };
const EXCERPT = 80;
/** The scope of the unsubscribe token that turns `communication.weekly_summary` off. */
export const WEEKLY_SUMMARY_SCOPE = 'weekly-summary-mails';

export interface SummaryDeps {
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  timeZone: string;
  now: () => Date;
  /** The settings module: a page of those who turned the summary on. */
  weeklySummaryIds(after: string | null, limit: number): Promise<string[]>;
  settingsOf(userIds: readonly string[]): Promise<Map<string, Settings>>;
  recipient(userId: string): Promise<{ email: string; firstName: string } | undefined>;
  countJoinedSince(since: Date): Promise<number>;
  mostCommented(me: string, since: Date, limit: number): Promise<MostCommentedRow[]>;
  soonEvents(me: string, until: Date, limit: number): Promise<Event[]>;
  newGroups(me: string, since: Date, limit: number): Promise<Group[]>;
}

/**
 * The ISO week of `now` in `zone` ('2025-W03'), whether its summary is due (within the window
 * after Monday 7:00) and since when it tells (the previous Monday 7:00).
 */
export function summaryWeek(now: Date, zone: string): { week: string; due: boolean; since: Date } {
  const local = DateTime.fromJSDate(now, { zone });
  const sendAt = local.startOf('week').set({ hour: SEND_HOUR });
  return {
    week: `${local.weekYear}-W${String(local.weekNumber).padStart(2, '0')}`,
    due: local >= sendAt && local < sendAt.plus({ hours: SEND_WINDOW_HOURS }),
    since: sendAt.minus({ weeks: 1 }).toJSDate(),
  };
}

interface BatchJob {
  week: string;
  since: string;
  after: string | null;
}

interface MailJob {
  week: string;
  since: string;
  userId: string;
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= EXCERPT ? line : `${line.slice(0, EXCERPT - 1).trimEnd()}…`;
};

export function setUpWeeklySummary(deps: SummaryDeps) {
  const sendBatch = (job: BatchJob) =>
    deps.jobs.send(BATCH, job, { id: jobId(BATCH, job.week, job.after ?? '') });

  /** What `userId` may see of the week since `since`. */
  async function contentFor(userId: string, since: Date): Promise<SummaryContent> {
    const until = new Date(deps.now().getTime() + 7 * 86_400_000);
    const [newMembers, publications, events, groups] = await Promise.all([
      deps.countJoinedSince(since),
      deps.mostCommented(userId, since, SHOWN.publications),
      deps.soonEvents(userId, until, SHOWN.events),
      deps.newGroups(userId, since, SHOWN.groups),
    ]);
    const url = deps.publicUrl;
    return {
      newMembers,
      publications: publications.map((p) => ({
        author: `${p.author.first_name} ${p.author.last_name}`,
        excerpt: excerpt(p.text),
        comments: p.comments,
        link: `${url}/feed/publica-details/${p.id}`,
      })),
      events: events.map((e) => ({
        title: e.title,
        startsAt: new Date(e.starts_at),
        place: e.is_online ? null : e.location,
        link: `${url}/feed/events/${e.id}`,
      })),
      groups: groups.map((g) => ({
        name: g.name,
        members: g.member_count,
        link: `${url}/feed/groups/${g.id}`,
      })),
      timeZone: deps.timeZone,
    };
  }

  deps.jobs.define<BatchJob>(BATCH, async (job) => {
    const ids = await deps.weeklySummaryIds(job.after, BATCH_SIZE);
    for (const userId of ids) {
      await deps.jobs.send<MailJob>(
        MAIL,
        { week: job.week, since: job.since, userId },
        { id: jobId(MAIL, job.week, userId) },
      );
    }
    const last = ids.at(-1);
    if (ids.length === BATCH_SIZE && last) await sendBatch({ ...job, after: last });
  });

  deps.jobs.define<MailJob>(MAIL, async ({ since, userId }) => {
    const settings = (await deps.settingsOf([userId])).get(userId);
    if (settings?.communication.weekly_summary !== true) return;
    const member = await deps.recipient(userId);
    if (!member) return;
    const content = await contentFor(userId, new Date(since));
    if (summaryIsEmpty(content)) return;
    const token = unsubscribeToken(deps.secret, WEEKLY_SUMMARY_SCOPE, userId);
    await deps.mailer.send(
      summaryMail(
        member,
        content,
        {
          settingsLink: `${deps.publicUrl}/settings/communication`,
          unsubscribeLink: `${deps.publicUrl}/api/community/unsubscribe/?mail=weekly_summary&token=${token}`,
        },
        textsFor(settings.communication.language),
      ),
    );
  });

  deps.jobs.every(WEEKLY_SUMMARY_JOB, '0 * * * *', async () => {
    const { week, due, since } = summaryWeek(deps.now(), deps.timeZone);
    if (due) await sendBatch({ week, since: since.toISOString(), after: null });
  });
}
