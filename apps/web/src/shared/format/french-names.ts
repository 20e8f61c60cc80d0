/**
 * French month and weekday names, written out: a page's first screen builds no `Intl`
 * formatter, whose first use loads the locale's data (25 ms here, four times that on a phone;
 * ADR 0011). french-names.test.ts compares every name with Intl's.
 */
export const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** The short months, as Intl writes them ('nov.'). */
export const SHORT_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

/** The weekdays, Monday first: short ('lun.') and long ('lundi'). */
export const WEEKDAY_NAMES = [
  { short: 'lun.', long: 'lundi' },
  { short: 'mar.', long: 'mardi' },
  { short: 'mer.', long: 'mercredi' },
  { short: 'jeu.', long: 'jeudi' },
  { short: 'ven.', long: 'vendredi' },
  { short: 'sam.', long: 'samedi' },
  { short: 'dim.', long: 'dimanche' },
] as const;

/** '1er' for the first of a month, as French writes it; the number otherwise. */
export const dayOfMonth = (day: number): string => (day === 1 ? '1er' : String(day));
