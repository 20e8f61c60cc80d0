/** The calendar of name days (celebrations.name-days.ts) and how first names match it. */
import { describe, expect, it } from 'vitest';
import { NAME_DAYS } from './celebrations.name-days.ts';
import { foldName, isNameDay, nameForms } from './celebrations.names.ts';

describe('the calendar of name days', () => {
  it('has the 366 days of a leap year, in order, most of them naming someone', () => {
    const days = Object.keys(NAME_DAYS);
    const expected: string[] = [];
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028;) {
      expected.push(d.toISOString().slice(5, 10));
      d = new Date(d.getTime() + 86_400_000);
    }
    expect(days).toEqual(expected);
    expect(days).toHaveLength(366);
    const named = days.filter((day) => (NAME_DAYS[day] ?? []).length > 0);
    expect(named.length).toBeGreaterThan(330);
  });

  it('keeps the usual days of the French calendar', () => {
    expect(NAME_DAYS['04-23']).toContain('Georges');
    expect(NAME_DAYS['06-24']).toContain('Jean-Baptiste');
    expect(NAME_DAYS['06-29']).toEqual(['Pierre', 'Paul']);
    expect(NAME_DAYS['08-15']).toContain('Marie');
    expect(NAME_DAYS['11-25']).toContain('Catherine');
    expect(NAME_DAYS['11-30']).toContain('André');
    expect(NAME_DAYS['12-03']).toContain('François-Xavier');
    expect(NAME_DAYS['12-04']).toContain('Barbara');
  });

  it('names each first name on one day only', () => {
    const seen = new Map<string, string>();
    for (const [day, names] of Object.entries(NAME_DAYS)) {
      for (const name of names) {
        expect(seen.get(foldName(name)), `${name} on ${day}`).toBeUndefined();
        seen.set(foldName(name), day);
      }
    }
  });
});

describe('matching a first name', () => {
  it('ignores accents, case and spaces around hyphens', () => {
    expect(foldName('  Hélène ')).toBe('helene');
    expect(foldName('FRANÇOIS – Xavier')).toBe('francois-xavier');
    expect(foldName('Zoë')).toBe('zoe');
    expect(isNameDay('andre', '2026-11-30')).toBe(true);
    expect(isNameDay('ANDRÉ', '2026-11-30')).toBe(true);
    expect(isNameDay('Andrea', '2026-11-30')).toBe(false);
  });

  it('matches a composed name whole and by its first part', () => {
    expect(nameForms('Jean-Pierre')).toEqual(['jean-pierre', 'jean']);
    expect(nameForms('Marie Claire')).toEqual(['marie claire', 'marie']);
    expect(nameForms('')).toEqual([]);
    expect(isNameDay('Jean-Pierre', '2026-12-27')).toBe(true);
    expect(isNameDay('Jean-Baptiste', '2026-06-24')).toBe(true);
    expect(isNameDay('Jean-Baptiste', '2026-12-27')).toBe(true);
    expect(isNameDay('François-Xavier', '2026-12-03')).toBe(true);
    expect(isNameDay('François-Xavier', '2026-10-04')).toBe(true);
    // The second part alone does not count: Pierre is not fêté as Jean-Pierre.
    expect(isNameDay('Jean-Pierre', '2026-06-29')).toBe(false);
  });
});
