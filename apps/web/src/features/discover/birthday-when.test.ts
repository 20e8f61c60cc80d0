import { describe, expect, it } from 'vitest';
import { birthdayWhen } from './birthday-when';

describe('birthdayWhen', () => {
  it.each([
    [0, '2026-11-22', "Aujourd'hui"],
    [1, '2026-11-23', 'Demain'],
    [2, '2026-11-24', 'Dans 2 jours'],
    [7, '2026-11-29', 'Dans 7 jours'],
    [22, '2026-12-14', 'Le 14 décembre'],
    [40, '2027-01-01', 'Le 1er janvier'],
  ])('%i days ahead (%s) reads %s', (inDays, date, text) => {
    expect(birthdayWhen(inDays, date)).toBe(text);
  });
});
