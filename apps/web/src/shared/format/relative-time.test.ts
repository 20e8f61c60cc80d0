import { describe, expect, it } from 'vitest';
import { formatRelative, fullDateTime, relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  it('says how long ago in French, with the largest unit', () => {
    expect(relativeTime('2026-11-20T11:55:00Z', now)).toBe('il y a 5 minutes');
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('hier');
    expect(relativeTime('2024-11-20T12:00:00Z', now)).toBe('il y a 2 ans');
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('maintenant');
  });

  it('goes from years down to seconds', () => {
    expect(relativeTime('2026-11-20T11:59:30Z', now)).toBe('il y a 30 secondes');
    expect(relativeTime('2026-11-20T09:00:00Z', now)).toBe('il y a 3 heures');
    expect(relativeTime('2026-11-16T12:00:00Z', now)).toBe('il y a 4 jours');
    expect(relativeTime('2026-11-06T12:00:00Z', now)).toBe('il y a 2 semaines');
    expect(relativeTime('2026-08-20T12:00:00Z', now)).toBe('il y a 3 mois');
  });

  it('says nothing of an invalid date', () => {
    expect(relativeTime('pas une date', now)).toBe('');
  });
});

describe('the French of Intl, without Intl', () => {
  it('writes every unit and value as Intl.RelativeTimeFormat does', () => {
    const intl = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
    const units = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
    const values = [...Array.from({ length: 121 }, (_, i) => i - 60), -1000, 1234567, -0];
    for (const unit of units) {
      for (const value of values) {
        expect(formatRelative(value, unit), `${value} ${unit}`).toBe(intl.format(value, unit));
      }
    }
  });

  it("writes the full date and time as toLocaleString('fr-FR') does", () => {
    for (const instant of [
      '2026-03-05T07:08:09Z',
      '2026-12-31T23:59:59Z',
      '2027-01-01T00:00:00Z',
    ]) {
      expect(fullDateTime(instant)).toBe(new Date(instant).toLocaleString('fr-FR'));
    }
    expect(fullDateTime('pas une date')).toBe('');
  });
});
