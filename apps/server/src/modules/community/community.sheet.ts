/**
 * The weekly parish sheet by mail (docs/adr/0016-news-articles.md), for the members who asked
 * for it (`settings.communication.weekly_sheet`): the sheet of the week, read through the news
 * module's service as that member reads it (the word of the week, the week's articles, the
 * following week's public events without the organisers a block stands between). A sheet with
 * nothing in it: no mail.
 *
 * When: Sunday 7:00 in the community's time zone, before the Sunday masses, the day the paper
 * sheet is handed out: it closes the week and announces the next one. As the weekly summary
 * (community.summary.ts, the model): an hourly job starts the run within SEND_WINDOW_HOURS after
 * that time; the run, its batches and each member's mail job have ids made from the week, so
 * the hourly runs within the window, retries and batches that run again mail each member at
 * most once a week.
 */
import type { ParishSheet, Settings } from '@koinonia/contracts';
import { DateTime } from 'luxon';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { unsubscribeToken } from '../../platform/unsubscribe.ts';
import { sheetIsEmpty, sheetMail } from './community.mails.ts';
import { textsFor } from './community.texts.ts';

export const WEEKLY_SHEET_JOB = 'community.weekly-sheet';
const BATCH = 'community.weekly-sheet.batch';
const MAIL = 'community.weekly-sheet.mail';
/** Sunday (ISO weekday 7), this hour, community time. */
export const SHEET_SEND_HOUR = 7;
const SEND_WINDOW_HOURS = 5;
const BATCH_SIZE = 200;
/** The scope of the unsubscribe token that turns `communication.weekly_sheet` off. */
export const WEEKLY_SHEET_SCOPE = 'weekly-sheet-mails';

export interface SheetMailDeps {
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  timeZone: string;
  now: () => Date;
  /** The settings module: a page of those who turned the sheet's mail on. */
  weeklySheetIds(after: string | null, limit: number): Promise<string[]>;
  settingsOf(userIds: readonly string[]): Promise<Map<string, Settings>>;
  recipient(userId: string): Promise<{ email: string; firstName: string } | undefined>;
  /** The news module: the sheet of the week holding `day`, as `userId` reads it. */
  sheet(userId: string, day: string): Promise<ParishSheet>;
}

/** The week of `now` in `zone` (its Monday, 'YYYY-MM-DD') and whether its sheet is due. */
export function sheetWeek(now: Date, zone: string): { week: string; due: boolean } {
  const local = DateTime.fromJSDate(now, { zone });
  const monday = local.startOf('week');
  const sendAt = monday.plus({ days: 6 }).set({ hour: SHEET_SEND_HOUR });
  return {
    week: monday.toISODate() ?? '',
    due: local >= sendAt && local < sendAt.plus({ hours: SEND_WINDOW_HOURS }),
  };
}

interface BatchJob {
  week: string;
  after: string | null;
}

interface MailJob {
  week: string;
  userId: string;
}

export function setUpSheetMail(deps: SheetMailDeps) {
  const sendBatch = (job: BatchJob) =>
    deps.jobs.send(BATCH, job, { id: jobId(BATCH, job.week, job.after ?? '') });

  deps.jobs.define<BatchJob>(BATCH, async (job) => {
    const ids = await deps.weeklySheetIds(job.after, BATCH_SIZE);
    for (const userId of ids) {
      await deps.jobs.send<MailJob>(
        MAIL,
        { week: job.week, userId },
        { id: jobId(MAIL, job.week, userId) },
      );
    }
    const last = ids.at(-1);
    if (ids.length === BATCH_SIZE && last) await sendBatch({ ...job, after: last });
  });

  deps.jobs.define<MailJob>(MAIL, async ({ week, userId }) => {
    const settings = (await deps.settingsOf([userId])).get(userId);
    if (settings?.communication.weekly_sheet !== true) return;
    const member = await deps.recipient(userId);
    if (!member) return;
    const sheet = await deps.sheet(userId, week);
    if (sheetIsEmpty(sheet)) return;
    const token = unsubscribeToken(deps.secret, WEEKLY_SHEET_SCOPE, userId);
    await deps.mailer.send(
      sheetMail(
        member,
        sheet,
        {
          publicUrl: deps.publicUrl,
          timeZone: deps.timeZone,
          settingsLink: `${deps.publicUrl}/settings/communication`,
          unsubscribeLink: `${deps.publicUrl}/api/community/unsubscribe/?mail=weekly_sheet&token=${token}`,
        },
        textsFor(settings.communication.language),
      ),
    );
  });

  deps.jobs.every(WEEKLY_SHEET_JOB, '0 * * * *', async () => {
    const { week, due } = sheetWeek(deps.now(), deps.timeZone);
    if (due) await sendBatch({ week, after: null });
  });
}
