/**
 * The days of celebrations, in the community's time zone (config.timeZone): today, the window
 * of the three sections, and when a date of birth or of joining comes round again. A 29 February
 * comes round on 28 February in common years, as the users module's birthdays do
 * (users.birthdays.test.ts).
 */
import { DateTime } from 'luxon';

/** `YYYY-MM-DD` of `moment` in `zone`. */
export const localDate = (moment: Date, zone: string): string =>
  DateTime.fromJSDate(moment, { zone }).toISODate() ?? moment.toISOString().slice(0, 10);

/** The hour of `moment` in `zone`. */
export const localHour = (moment: Date, zone: string): number =>
  DateTime.fromJSDate(moment, { zone }).hour;

/** `date` plus `days` (`YYYY-MM-DD`). */
export const addDays = (date: string, days: number): string =>
  DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;

/** The days from `today` to `today + last`, in order. */
export const daysFrom = (today: string, last: number): string[] =>
  Array.from({ length: last + 1 }, (_, i) => addDays(today, i));

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Whether a date of origin (`YYYY-MM-DD`: a birth, a joining) comes round on `day`. */
export function comesRoundOn(origin: string, day: string): boolean {
  const originMonthDay = origin.slice(5, 10);
  if (originMonthDay === day.slice(5, 10)) return true;
  const year = Number(day.slice(0, 4));
  return originMonthDay === '02-29' && day.slice(5, 10) === '02-28' && !isLeap(year);
}

/** How many years `day` is after `origin` (the age turned, the years since joining). */
export const yearsBetween = (origin: string, day: string): number =>
  Number(day.slice(0, 4)) - Number(origin.slice(0, 4));

/**
 * The month-days (`MM-DD`) of `days` (in order from today), each with its index: how many days
 * from today. 02-29 counts where 02-28 is: what a row's date must match in SQL to come round
 * within them (the exact test is `comesRoundOn`).
 */
export function monthDaysOf(days: readonly string[]): Record<string, number> {
  const monthDays: Record<string, number> = {};
  days.forEach((day, index) => {
    monthDays[day.slice(5, 10)] ??= index;
  });
  const february28 = monthDays['02-28'];
  if (february28 !== undefined) monthDays['02-29'] ??= february28;
  return monthDays;
}
