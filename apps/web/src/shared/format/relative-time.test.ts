import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

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
