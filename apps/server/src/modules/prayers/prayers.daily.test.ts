/**
 * The evening notice's schedule (prayers.daily.ts): the hourly job starts the day's run from
 * NOTICE_HOUR on, community time, with an id made from the day (the same day twice: one job),
 * and the run tells that day's notices.
 */
import { describe, expect, it } from 'vitest';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import { NOTICE_HOUR, NOTICE_JOB, setUpDailyNotice } from './prayers.daily.ts';

function fakeJobs() {
  const handlers = new Map<string, (data?: object) => Promise<void>>();
  const sent: { name: string; data: object; id?: string }[] = [];
  const jobs = {
    define: (name: string, handler: (data: object) => Promise<void>) =>
      void handlers.set(name, handler as (data?: object) => Promise<void>),
    every: (name: string, _cron: string, handler: () => Promise<void>) =>
      void handlers.set(name, handler),
    send: async (name: string, data: object, options?: { id?: string }) => {
      sent.push({ name, data, id: options?.id });
    },
  } as unknown as Jobs;
  return { jobs, handlers, sent };
}

describe('the evening notice', () => {
  it('starts the day’s run from its hour on, community time, once per day', async () => {
    const { jobs, handlers, sent } = fakeJobs();
    const told: string[] = [];
    let now = new Date('2026-06-10T16:00:00Z'); // 18:00 in Paris (summer time)
    setUpDailyNotice(jobs, {
      prayers: { tellPrayers: async (day) => (told.push(day), 0) },
      timeZone: 'Europe/Paris',
      now: () => now,
    });
    const hourly = handlers.get(NOTICE_JOB);
    if (!hourly) throw new Error('hourly job missing');
    await hourly();
    expect(sent).toEqual([]);
    now = new Date(`2026-06-10T${String(NOTICE_HOUR - 2).padStart(2, '0')}:30:00Z`);
    await hourly();
    expect(sent).toEqual([
      {
        name: 'prayers.notice.run',
        data: { day: '2026-06-10' },
        id: jobId('prayers.notice.run', '2026-06-10'),
      },
    ]);
    await handlers.get('prayers.notice.run')?.({ day: '2026-06-10' });
    expect(told).toEqual(['2026-06-10']);
  });
});
