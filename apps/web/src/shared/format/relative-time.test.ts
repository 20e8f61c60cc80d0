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
});
