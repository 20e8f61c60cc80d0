import { dayOfMonth, MONTHS } from './french-names';

// Written without Intl (french-names.ts): the profile's first screen shows these.
const dayMonthYear = (date: Date) =>
  `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
const monthYear = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** A calendar date 'YYYY-MM-DD' as a UTC midnight (no time-zone shift), or undefined. */
function parseCalendarDate(date: string): Date | undefined {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

/** A calendar date 'YYYY-MM-DD' in French: '14 juillet 1990' (no time-zone shift). */
export function formatCalendarDate(date: string): string {
  const parsed = parseCalendarDate(date);
  return parsed ? dayMonthYear(parsed) : date;
}

/** A calendar date 'YYYY-MM-DD' without its year, as French writes it: '14 décembre', '1er mai'. */
export function formatCalendarDayMonth(date: string): string | undefined {
  const parsed = parseCalendarDate(date);
  if (!parsed) return undefined;
  return `${dayOfMonth(parsed.getUTCDate())} ${MONTHS[parsed.getUTCMonth()]}`;
}

/** An instant as a French month and year: 'novembre 2026'. */
export function formatMonthYear(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? '' : monthYear(parsed);
}

/** An instant as a French day, month and year. */
export function formatDay(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? '' : dayMonthYear(parsed);
}
