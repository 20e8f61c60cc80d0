import { DEFAULT_EVENT_TIME_ZONE } from '@koinonia/contracts';
import { dayOfMonth, MONTHS, SHORT_MONTHS, WEEKDAY_NAMES } from '@/shared/format/french-names';
import {
  addDays,
  asDate,
  asDay,
  dayOf,
  pad,
  safeTimeZone,
  zonedParts,
} from '@/shared/format/zoned-time';

export {
  addDays,
  dayOf,
  fromZonedInputs,
  safeTimeZone,
  toZonedInputs,
} from '@/shared/format/zoned-time';

/**
 * Dates of events: an event's instants are shown, and typed in the form, in the
 * event's own time zone (Europe/Paris unless it says otherwise), whatever the browser's.
 * Calendar days are 'YYYY-MM-DD' strings, computed on UTC midnights so no zone shifts them.
 */

const longDays = new Map<string, Intl.DateTimeFormat>();
function longDay(timeZone: string): Intl.DateTimeFormat {
  let format = longDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    longDays.set(timeZone, format);
  }
  return format;
}

/** 'samedi 14 décembre 2026', '1er mai' as French writes the first of a month. */
function longDate(instant: Date, timeZone: string): string {
  return longDay(safeTimeZone(timeZone))
    .formatToParts(instant)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** '20 h 30', '9 h 05' (the French way of writing a time). */
export function frenchTime(instant: string | Date, timeZone: string): string {
  const parts = zonedParts(new Date(instant), timeZone);
  return `${parts.hour} h ${pad(parts.minute)}`;
}

/**
 * When an event takes place, in its zone: 'samedi 14 décembre 2026, 20 h 30 – 22 h 00', or
 * over several days 'samedi 14 décembre 2026, 20 h 30 – dimanche 15 décembre 2026, 12 h 00'.
 */
export function eventWhen(event: { starts_at: string; ends_at: string; time_zone: string }) {
  const start = new Date(event.starts_at);
  const end = new Date(event.ends_at);
  const zone = event.time_zone;
  const from = `${longDate(start, zone)}, ${frenchTime(start, zone)}`;
  if (dayOf(start, zone) === dayOf(end, zone)) return `${from} – ${frenchTime(end, zone)}`;
  return `${from} – ${longDate(end, zone)}, ${frenchTime(end, zone)}`;
}

/** The hours of an event for a card: '20 h 30 – 22 h 00' (or 'jusqu'au …' on another day). */
export function eventHours(event: { starts_at: string; ends_at: string; time_zone: string }) {
  const zone = event.time_zone;
  const start = frenchTime(event.starts_at, zone);
  if (dayOf(event.starts_at, zone) === dayOf(event.ends_at, zone)) {
    return `${start} – ${frenchTime(event.ends_at, zone)}`;
  }
  return `${start} – ${shortDay(dayOf(event.ends_at, zone))}, ${frenchTime(event.ends_at, zone)}`;
}

/** Whether the event is in another zone than the browser's (its times then say which zone). */
export function zoneNote(timeZone: string): string | null {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone || timeZone === own) return null;
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** A month 'YYYY-MM' `count` months later (or earlier). */
export function addMonths(month: string, count: number): string {
  const date = asDate(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return asDay(date).slice(0, 7);
}

/** A month 'YYYY-MM' if the text is one, else null. */
export function parseMonth(text: string | null): string | null {
  return text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : null;
}

/** Today in a time zone, 'YYYY-MM-DD'. */
export function today(timeZone = DEFAULT_EVENT_TIME_ZONE, now = new Date()): string {
  return dayOf(now, timeZone);
}

/** 0 for Monday … 6 for Sunday (French weeks start on Monday). */
export function weekdayIndex(day: string): number {
  return (asDate(day).getUTCDay() + 6) % 7;
}

/**
 * The weeks a month's grid shows, Monday first: from the Monday on or before the 1st to the
 * Sunday on or after its last day (four to six weeks of seven days).
 */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const last = addDays(`${addMonths(month, 1)}-01`, -1);
  let day = addDays(first, -weekdayIndex(first));
  const end = addDays(last, 6 - weekdayIndex(last));
  const weeks: string[][] = [];
  while (day <= end) {
    const week: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** 'décembre 2026'. */
export function monthName(month: string): string {
  const date = asDate(`${month}-01`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 'samedi 14 décembre', 'vendredi 1er mai'. */
export function dayName(day: string): string {
  const date = asDate(day);
  const weekday = WEEKDAY_NAMES[(date.getUTCDay() + 6) % 7]?.long ?? '';
  return `${weekday} ${dayOfMonth(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]}`;
}

/** '15 déc.'. */
export function shortDay(day: string): string {
  const date = asDate(day);
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
}
