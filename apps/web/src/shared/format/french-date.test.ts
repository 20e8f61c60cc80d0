import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonthYear } from './french-date';

describe('French dates', () => {
  it('formats a birthday without shifting the day', () => {
    expect(formatCalendarDate('1990-07-14')).toBe('14 juillet 1990');
    expect(formatCalendarDate('2000-01-01')).toBe('1 janvier 2000');
  });
  it('formats the joining month', () => {
    expect(formatMonthYear('2026-11-22T10:00:00.000Z')).toBe('novembre 2026');
    expect(formatMonthYear('nonsense')).toBe('');
  });
});
