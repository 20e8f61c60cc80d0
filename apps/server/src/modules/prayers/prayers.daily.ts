/**
 * The evening notice: at NOTICE_HOUR in the community's time zone (config.timeZone), the author
 * of each open intention prayed for since its last notice is told once how many pray
 * ('12 personnes prient pour votre intention'), as the celebrations module's morning job does
 * (celebrations.morning.ts): an hourly recurring job starts the day's run, whose job id is made
 * from the day; `prayer_notices` (one row per intention and day, claimed with the fact) makes
 * 'once a day' hold across retries and restarts.
 */
import { DateTime } from 'luxon';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import type { PrayersService } from './prayers.service.ts';

export const NOTICE_JOB = 'prayers.notice';
const RUN = 'prayers.notice.run';
/** The hour, community time, from which the day's notices are told. */
export const NOTICE_HOUR = 19;

export function setUpDailyNotice(
  jobs: Jobs,
  deps: { prayers: Pick<PrayersService, 'tellPrayers'>; timeZone: string; now: () => Date },
): void {
  jobs.define<{ day: string }>(RUN, async ({ day }) => {
    await deps.prayers.tellPrayers(day);
  });
  jobs.every(NOTICE_JOB, '0 * * * *', async () => {
    const local = DateTime.fromJSDate(deps.now(), { zone: deps.timeZone });
    if (local.hour < NOTICE_HOUR) return;
    const day = local.toISODate() ?? deps.now().toISOString().slice(0, 10);
    await jobs.send(RUN, { day }, { id: jobId(RUN, day) });
  });
}
