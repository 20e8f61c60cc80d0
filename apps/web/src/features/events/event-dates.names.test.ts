import { describe, expect, it } from 'vitest';
import { dayName, monthName, shortDay } from './event-dates';

// The agenda's titles are written without Intl (shared/format/french-names.ts): the same as
// Intl's, every day of a leap year.
const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' }).format(date);

describe("the agenda's day and month titles", () => {
  it('are the ones Intl writes, with 1er for the first of a month', () => {
    for (let index = 0; index < 366; index += 1) {
      const day = new Date(Date.UTC(2028, 0, 1 + index));
      const calendar = day.toISOString().slice(0, 10);
      expect(monthName(calendar.slice(0, 7))).toBe(intl({ month: 'long', year: 'numeric' }, day));
      expect(shortDay(calendar)).toBe(intl({ day: 'numeric', month: 'short' }, day));
      const long = intl({ weekday: 'long', day: 'numeric', month: 'long' }, day);
      expect(dayName(calendar)).toBe(day.getUTCDate() === 1 ? long.replace(' 1 ', ' 1er ') : long);
    }
  });
});
