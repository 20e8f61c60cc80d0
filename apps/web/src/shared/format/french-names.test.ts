import { describe, expect, it } from 'vitest';
import { MONTHS, SHORT_MONTHS, WEEKDAY_NAMES } from './french-names';

const intl = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' }).format(date);

describe('the French names written out (no Intl on the first screen)', () => {
  it('are the months Intl writes, long and short', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 15));
      expect(MONTHS[month]).toBe(intl({ month: 'long' }, date));
      expect(`15 ${SHORT_MONTHS[month]}`).toBe(intl({ day: 'numeric', month: 'short' }, date));
    }
  });

  it('are the weekdays Intl writes, Monday first', () => {
    for (let index = 0; index < 7; index += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + index)); // 2024-01-01 is a Monday
      expect(WEEKDAY_NAMES[index]?.short).toBe(intl({ weekday: 'short' }, date));
      expect(WEEKDAY_NAMES[index]?.long).toBe(intl({ weekday: 'long' }, date));
    }
  });
});

describe('the dates written with them, against Intl, every day of a year', () => {
  const days = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2028, 0, 1 + index)));

  it('messages: the full date and time, and the short day (local time)', async () => {
    const { formatFullDate, formatShortDay } = await import('./message-time');
    const full = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
    const short = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (const day of days) {
      const instant = new Date(day.getTime() + 13 * 3_600_000 + 7 * 60_000).toISOString();
      expect(formatFullDate(instant)).toBe(full.format(new Date(instant)));
      expect(formatShortDay(instant)).toBe(short.format(new Date(instant)));
    }
  });

  it('profiles: calendar days and months (UTC)', async () => {
    const { formatDay, formatMonthYear } = await import('./french-date');
    for (const day of days) {
      const iso = day.toISOString();
      expect(formatDay(iso)).toBe(intl({ day: 'numeric', month: 'long', year: 'numeric' }, day));
      expect(formatMonthYear(iso)).toBe(intl({ month: 'long', year: 'numeric' }, day));
    }
  });
});
