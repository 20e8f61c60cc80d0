const dayMonthYear = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date 'YYYY-MM-DD' in French: '14 juillet 1990' (no time-zone shift). */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayMonthYear.format(parsed);
}

/** An instant as a French month and year: 'novembre 2026'. */
export function formatMonthYear(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? '' : monthYear.format(parsed);
}

/** An instant as a French day, month and year. */
export function formatDay(instant: string): string {
  const parsed = new Date(instant);
  return Number.isNaN(parsed.getTime()) ? '' : dayMonthYear.format(parsed);
}
