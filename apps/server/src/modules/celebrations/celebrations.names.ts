/**
 * Name days: which first names a day celebrates (celebrations.name-days.ts) and whether a
 * member's first name is among them. Names compare without accents nor case ('Andre' is
 * 'André', 'helene' is 'Hélène'); a composed name matches whole and by its first part
 * ('Jean-Pierre' is fêté on Jean-Pierre's day if the calendar had one, and on Jean's, 27
 * December). Tested in celebrations.names.test.ts.
 */
import { NAME_DAYS } from './celebrations.name-days.ts';

/** Lower-cased, without accents nor ligatures, single hyphens and spaces, trimmed. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .trim()
    .replace(/\s*-+\s*/g, '-')
    .replace(/\s+/g, ' ');
}

/** The forms of a first name a calendar entry may match: whole, then its first part. */
export function nameForms(firstName: string): string[] {
  const whole = foldName(firstName);
  if (whole === '') return [];
  const first = whole.split(/[- ]/)[0] ?? whole;
  return first === whole ? [whole] : [whole, first];
}

/** `MM-DD` of a `YYYY-MM-DD` date. */
export const monthDay = (date: string) => date.slice(5, 10);

/** The folded names celebrated on `date` (`YYYY-MM-DD`). */
export function namesOfDay(date: string): string[] {
  return (NAME_DAYS[monthDay(date)] ?? []).map(foldName);
}

/** Each folded name celebrated on one of `days` (in order from today): its first day's index. */
export function nameDaysOf(days: readonly string[]): Record<string, number> {
  const first: Record<string, number> = {};
  days.forEach((day, index) => {
    for (const name of namesOfDay(day)) first[name] ??= index;
  });
  return first;
}

/** Whether the member named `firstName` is fêté on `date`. */
export function isNameDay(firstName: string, date: string): boolean {
  const names = new Set(namesOfDay(date));
  return nameForms(firstName).some((form) => names.has(form));
}
