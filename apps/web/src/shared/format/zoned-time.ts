import { DEFAULT_EVENT_TIME_ZONE } from '@koinonia/contracts';

/**
 * Instants read and typed in a time zone (the community's, or an event's own), whatever the
 * browser's: the wall clock of an instant, its calendar day, the date and time inputs of a form
 * and back. Calendar days are 'YYYY-MM-DD' strings, computed on UTC midnights so no zone shifts
 * them. The events' and the news' dates are built on it.
 */

/** The wall-clock parts of an instant in a time zone. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** A time zone the browser knows, or the community's default. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_EVENT_TIME_ZONE;
  try {
    partsFormat(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_EVENT_TIME_ZONE;
  }
}

/** The wall clock of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(safeTimeZone(timeZone)).formatToParts(instant)) {
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

export const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of an instant in a time zone: 'YYYY-MM-DD'. */
export function dayOf(instant: string | Date, timeZone: string): string {
  const parts = zonedParts(new Date(instant), timeZone);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** An instant as the form's date and time inputs show it in the event's zone. */
export function toZonedInputs(instant: string, timeZone: string): { date: string; time: string } {
  const parts = zonedParts(new Date(instant), timeZone);
  return {
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant (ISO, UTC) of a date and time typed in a time zone: '2026-12-14' and '20:30' in
 * Europe/Paris is '2026-12-14T19:30:00.000Z'. Null when either input is not a valid value.
 */
export function fromZonedInputs(date: string, time: string, timeZone: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wall)) return null;
  const zone = safeTimeZone(timeZone);
  // Twice: the offset at the first guess may differ from the offset at the answer (a DST change).
  let instant = wall - offsetAt(wall, zone);
  const second = offsetAt(instant, zone);
  instant = wall - second;
  return new Date(instant).toISOString();
}

// Calendar days, as UTC midnights.
export const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** A calendar day `count` days later (or earlier). */
export function addDays(day: string, count: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return asDay(date);
}
