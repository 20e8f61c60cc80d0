import { dayOfMonth, MONTHS, WEEKDAY_NAMES } from '@/shared/format/french-names';
import {
  addDays,
  asDate,
  dayOf,
  fromZonedInputs,
  pad,
  toZonedInputs,
  zonedParts,
} from '@/shared/format/zoned-time';

export { addDays };

/**
 * Dates of the news and the parish sheet. The community lives in Paris time: a publication is
 * scheduled, and read, in Europe/Paris whatever the browser's zone; a week of the sheet runs
 * Monday to Sunday. Calendar days are 'YYYY-MM-DD', computed on UTC midnights.
 */
export const PARIS = 'Europe/Paris';

/** The wall clock in Paris at an instant. */
export const parisClock = (instant: Date | string) => zonedParts(new Date(instant), PARIS);

/** '18 h', '18 h 30', '9 h 05': the French way, minutes only when there are some. */
export function frenchHour(hour: number, minute: number): string {
  return minute === 0 ? `${hour} h` : `${hour} h ${pad(minute)}`;
}

/**
 * 'Publication prévue le jeudi 3 décembre à 18 h (heure de Paris)': when a scheduled article
 * comes out, in Paris time; the year is said only when it is not the current one.
 */
export function scheduledSentence(publishAt: string, now: Date = new Date()): string {
  const wall = parisClock(publishAt);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  const weekday = WEEKDAY_NAMES[(date.getUTCDay() + 6) % 7]?.long ?? '';
  const year = wall.year === parisClock(now).year ? '' : ` ${wall.year}`;
  return `Publication prévue le ${weekday} ${dayOfMonth(wall.day)} ${MONTHS[wall.month - 1]}${year} à ${frenchHour(wall.hour, wall.minute)} (heure de Paris)`;
}

/** '3 décembre 2026' for an article's date, in Paris. */
export function articleDate(instant: string): string {
  const wall = parisClock(instant);
  return `${dayOfMonth(wall.day)} ${MONTHS[wall.month - 1]} ${wall.year}`;
}

/** The date and time inputs ('2026-12-03', '18:00') showing an instant in Paris time. */
export const toParisInputs = (instant: string) => toZonedInputs(instant, PARIS);

/** The instant (ISO) of a date and time typed in Paris time; null when either is not valid. */
export const fromParisInputs = (date: string, time: string) => fromZonedInputs(date, time, PARIS);

/** The Monday of the week (Monday to Sunday) that holds a calendar day. */
export function mondayOf(day: string): string {
  return addDays(day, -((asDate(day).getUTCDay() + 6) % 7));
}

/** Today in Paris, 'YYYY-MM-DD'. */
export const parisToday = (now: Date = new Date()) => dayOf(now, PARIS);

/**
 * 'Semaine du 23 au 29 novembre 2026', 'Semaine du 30 novembre au 6 décembre 2026',
 * 'Semaine du 28 décembre 2026 au 3 janvier 2027' for the week that starts on `monday`.
 */
export function weekLabel(monday: string): string {
  const start = asDate(monday);
  const end = asDate(addDays(monday, 6));
  const day = (date: Date) => dayOfMonth(date.getUTCDate());
  const month = (date: Date) => MONTHS[date.getUTCMonth()];
  const last = `${day(end)} ${month(end)} ${end.getUTCFullYear()}`;
  if (start.getUTCFullYear() !== end.getUTCFullYear()) {
    return `Semaine du ${day(start)} ${month(start)} ${start.getUTCFullYear()} au ${last}`;
  }
  if (start.getUTCMonth() !== end.getUTCMonth()) {
    return `Semaine du ${day(start)} ${month(start)} au ${last}`;
  }
  return `Semaine du ${day(start)} au ${last}`;
}

/** 'jeudi 3 décembre' for an event of the sheet, and its time '18 h 30', in Paris. */
export function sheetEventWhen(instant: string): { day: string; time: string } {
  const wall = parisClock(instant);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  const weekday = WEEKDAY_NAMES[(date.getUTCDay() + 6) % 7]?.long ?? '';
  return {
    day: `${weekday} ${dayOfMonth(wall.day)} ${MONTHS[wall.month - 1]}`,
    time: frenchHour(wall.hour, wall.minute),
  };
}
