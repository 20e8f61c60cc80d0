/**
 * The morning job: at MORNING_HOUR in the community's time zone (config.timeZone), each member
 * is told once of their friends' birthdays of the day (celebrations.service.ts `tellBirthdays`).
 *
 * The recurring job runs hourly (cron is UTC; the local hour moves with summer time), and from
 * MORNING_HOUR on starts the day's run, whose job id is made from the day: the hourly runs of
 * the same day are no-ops while pg-boss keeps that id (about 12 hours). What makes 'once' hold
 * beyond that, and across retries and restarts, is `celebration_notices` (one row per member
 * and day, claimed in the transaction that records the fact). A node down all day from
 * MORNING_HOUR on tells nobody that day; one that comes back later the same day tells then.
 */
import { jobId, type Jobs } from '../../platform/jobs.ts';
import { localDate, localHour } from './celebrations.dates.ts';
import type { CelebrationsService } from './celebrations.service.ts';

export const MORNING_JOB = 'celebrations.morning';
const RUN = 'celebrations.morning.run';
/** The hour, community time, from which the day's birthdays are told. */
export const MORNING_HOUR = 8;

export function setUpMorning(
  jobs: Jobs,
  deps: { celebrations: CelebrationsService; timeZone: string; now: () => Date },
): void {
  jobs.define<{ day: string }>(RUN, async ({ day }) => {
    await deps.celebrations.tellBirthdays(day);
  });
  jobs.every(MORNING_JOB, '0 * * * *', async () => {
    const now = deps.now();
    if (localHour(now, deps.timeZone) < MORNING_HOUR) return;
    const day = localDate(now, deps.timeZone);
    await jobs.send(RUN, { day }, { id: jobId(RUN, day) });
  });
}
