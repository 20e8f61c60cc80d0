import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayName,
  eventHours,
  eventWhen,
  fromZonedInputs,
  monthGrid,
  toZonedInputs,
} from './event-dates';

const paris = (starts_at: string, ends_at: string) => ({
  starts_at,
  ends_at,
  time_zone: 'Europe/Paris',
});

describe('event dates', () => {
  it("writes an event's time in French, in its own zone", () => {
    expect(eventWhen(paris('2037-12-12T19:30:00Z', '2037-12-12T21:00:00Z'))).toBe(
      'samedi 12 décembre 2037, 20 h 30 – 22 h 00',
    );
    // Summer time: UTC+2; the first of a month is '1er'.
    expect(eventWhen(paris('2037-05-01T07:05:00Z', '2037-05-01T08:00:00Z'))).toBe(
      'vendredi 1er mai 2037, 9 h 05 – 10 h 00',
    );
    expect(
      eventWhen({
        starts_at: '2037-12-12T19:30:00Z',
        ends_at: '2037-12-12T21:00:00Z',
        time_zone: 'America/Toronto',
      }),
    ).toBe('samedi 12 décembre 2037, 14 h 30 – 16 h 00');
  });

  it('names both days of an event over several days', () => {
    const retreat = paris('2037-06-05T16:00:00Z', '2037-06-07T13:00:00Z');
    expect(eventWhen(retreat)).toBe(
      'vendredi 5 juin 2037, 18 h 00 – dimanche 7 juin 2037, 15 h 00',
    );
    expect(eventHours(retreat)).toBe('18 h 00 – 7 juin, 15 h 00');
  });

  it('turns a date and time typed in a zone into the instant, across summer time', () => {
    expect(fromZonedInputs('2037-12-12', '20:30', 'Europe/Paris')).toBe('2037-12-12T19:30:00.000Z');
    expect(fromZonedInputs('2037-07-14', '22:00', 'Europe/Paris')).toBe('2037-07-14T20:00:00.000Z');
    expect(fromZonedInputs('2037-12-12', '20:30', 'Indian/Reunion')).toBe(
      '2037-12-12T16:30:00.000Z',
    );
    // The Sunday summer time starts (29 March 2037): 3 h 30 exists, at UTC+2.
    expect(fromZonedInputs('2037-03-29', '03:30', 'Europe/Paris')).toBe('2037-03-29T01:30:00.000Z');
    expect(fromZonedInputs('', '20:30', 'Europe/Paris')).toBeNull();
    expect(toZonedInputs('2037-07-14T20:00:00.000Z', 'Europe/Paris')).toEqual({
      date: '2037-07-14',
      time: '22:00',
    });
  });

  it("draws a month's weeks from Monday to Sunday", () => {
    const weeks = monthGrid('2037-12');
    expect(weeks[0]?.[0]).toBe('2037-11-30');
    expect(weeks.at(-1)?.[6]).toBe('2038-01-03');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks).toHaveLength(5);
    expect(addMonths('2037-12', 1)).toBe('2038-01');
    expect(addMonths('2037-01', -1)).toBe('2036-12');
    expect(dayName('2037-12-01')).toBe('mardi 1er décembre');
  });
});
