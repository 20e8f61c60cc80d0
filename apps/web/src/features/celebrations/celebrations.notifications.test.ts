import { notificationLink, notificationMessage, NOTIFICATION_TYPES } from '@koinonia/contracts';
import { describe, expect, it } from 'vitest';

/** The celebrations' notification types, as the bell and the notifications page read them. */
describe('the celebrations notifications', () => {
  it("lead to the wisher's profile, and the morning's birthdays to /feed/celebration", () => {
    for (const type of [
      'CELEBRATION_BIRTHDAY_WISH',
      'CELEBRATION_NAME_DAY_WISH',
      'CELEBRATION_MEMBERSHIP_WISH',
    ] as const) {
      expect(notificationLink(type, { id: 'marie' })).toBe('/feed/people-profile/marie/feed');
      expect(NOTIFICATION_TYPES[type].category).toBe('celebrations');
    }
    expect(notificationLink('CELEBRATION_BIRTHDAYS_TODAY', {})).toBe('/feed/celebration');
  });

  it('say who wishes what, in French', () => {
    expect(notificationMessage('CELEBRATION_BIRTHDAY_WISH', 'Marie Dupont')).toBe(
      'Marie Dupont vous souhaite un joyeux anniversaire !',
    );
    expect(notificationMessage('CELEBRATION_BIRTHDAYS_TODAY', '', 'Paul Martin')).toBe(
      "C'est l'anniversaire de Paul Martin aujourd'hui.",
    );
  });
});
