import { describe, expect, it } from 'vitest';
import {
  fromParisInputs,
  mondayOf,
  scheduledSentence,
  toParisInputs,
  weekLabel,
} from './news-dates';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('the scheduled sentence (Paris time)', () => {
  it('says the weekday, the day, the month and the hour without zero minutes', () => {
    // 17:00 UTC is 18 h in Paris in winter.
    expect(scheduledSentence('2026-12-03T17:00:00Z', NOW)).toBe(
      'Publication prévue le jeudi 3 décembre à 18 h (heure de Paris)',
    );
  });

  it('says the minutes when there are some, on two digits', () => {
    expect(scheduledSentence('2026-12-03T17:30:00Z', NOW)).toBe(
      'Publication prévue le jeudi 3 décembre à 18 h 30 (heure de Paris)',
    );
    expect(scheduledSentence('2026-12-05T08:05:00Z', NOW)).toBe(
      'Publication prévue le samedi 5 décembre à 9 h 05 (heure de Paris)',
    );
  });

  it('writes the first of a month 1er, and follows summer time', () => {
    // 1 July 2027, 16:00 UTC is 18 h in Paris (UTC+2); and the year is said, not the current one.
    expect(scheduledSentence('2027-07-01T16:00:00Z', NOW)).toBe(
      'Publication prévue le jeudi 1er juillet 2027 à 18 h (heure de Paris)',
    );
  });

  it('reads the Paris day even when UTC is already the next one', () => {
    // 23:30 UTC on 3 December is 0 h 30 on 4 December in Paris.
    expect(scheduledSentence('2026-12-03T23:30:00Z', NOW)).toBe(
      'Publication prévue le vendredi 4 décembre à 0 h 30 (heure de Paris)',
    );
  });
});

describe('the date-time picker in Paris time', () => {
  it('turns what is typed into the instant, in winter and in summer', () => {
    expect(fromParisInputs('2026-12-03', '18:00')).toBe('2026-12-03T17:00:00.000Z');
    expect(fromParisInputs('2027-07-01', '18:00')).toBe('2027-07-01T16:00:00.000Z');
    expect(fromParisInputs('2026-12-03', '')).toBeNull();
  });

  it('shows an instant back as it was typed', () => {
    expect(toParisInputs('2026-12-03T17:00:00.000Z')).toEqual({
      date: '2026-12-03',
      time: '18:00',
    });
  });
});

describe("the sheet's week label", () => {
  it('names a week inside one month', () => {
    expect(weekLabel('2026-11-23')).toBe('Semaine du 23 au 29 novembre 2026');
  });

  it('names a week across two months, and the first of a month 1er', () => {
    expect(weekLabel('2026-11-30')).toBe('Semaine du 30 novembre au 6 décembre 2026');
    expect(weekLabel('2027-02-01')).toBe('Semaine du 1er au 7 février 2027');
  });

  it('names a week across two years', () => {
    expect(weekLabel('2026-12-28')).toBe('Semaine du 28 décembre 2026 au 3 janvier 2027');
  });

  it('finds the Monday of any day of the week', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
  });
});
