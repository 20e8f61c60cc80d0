import { dayOfMonth, MONTHS, WEEKDAY_NAMES } from '@/shared/format/french-names';

/**
 * Dates of the news and the parish sheet. The community lives in Paris time: a publication is
 * scheduled, and read, in Europe/Paris whatever the browser's zone; a week of the sheet runs
 * Monday to Sunday. Calendar days are 'YYYY-MM-DD', computed on UTC midnights.
 */
export const PARIS = 'Europe/Paris';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let parisFormat: Intl.DateTimeFormat | undefined;

/** The wall clock in Paris at an instant. */
export function parisClock(instant: Date | string): WallClock {
  parisFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of parisFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
const asDate = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

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
export function toParisInputs(instant: string): { date: string; time: string } {
  const wall = parisClock(instant);
  return {
    date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

function parisOffset(instant: number): number {
  const wall = parisClock(new Date(instant));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** The instant (ISO) of a date and time typed in Paris time; null when either is not valid. */
export function fromParisInputs(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wall)) return null;
  // Twice: the offset at the first guess may not be the one at the answer (a change of hour).
  const first = wall - parisOffset(wall);
  return new Date(wall - parisOffset(first)).toISOString();
}

/** A calendar day `count` days later (or earlier). */
export function addDays(day: string, count: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return asDay(date);
}

/** The Monday of the week (Monday to Sunday) that holds a calendar day. */
export function mondayOf(day: string): string {
  return addDays(day, -((asDate(day).getUTCDay() + 6) % 7));
}

/** Today in Paris, 'YYYY-MM-DD'. */
export function parisToday(now: Date = new Date()): string {
  const wall = parisClock(now);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

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
