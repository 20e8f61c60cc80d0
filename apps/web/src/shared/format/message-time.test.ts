import { describe, expect, it } from 'vitest';
import { conversationTime, formatMessageTime } from './message-time';

describe('message times (spec §9)', () => {
  it('writes a message time on the 12-hour clock', () => {
    expect(formatMessageTime(new Date(2026, 10, 20, 21, 5).toISOString())).toBe('09:05 PM');
    expect(formatMessageTime(new Date(2026, 10, 20, 0, 30).toISOString())).toBe('12:30 AM');
    expect(formatMessageTime(new Date(2026, 10, 20, 12, 0).toISOString())).toBe('12:00 PM');
  });

  it('keeps the first 7 characters for the conversation list', () => {
    const now = new Date(2026, 10, 20, 22, 0);
    const today = conversationTime(new Date(2026, 10, 20, 21, 5).toISOString(), now);
    expect(today).toBe('09:05PM');
    expect(today).toHaveLength(7);
    const earlier = conversationTime(new Date(2026, 8, 12, 9, 0).toISOString(), now);
    expect(earlier.length).toBeLessThanOrEqual(7);
    expect(earlier).toMatch(/^12 sept?/);
  });
});
