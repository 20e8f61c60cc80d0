import { SECONDS_PER_YEAR } from '@/shared/constants';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

const UNITS: [Unit, number][] = [
  ['year', SECONDS_PER_YEAR],
  ['month', 2592000],
  ['week', 604800],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// French words, as Intl.RelativeTimeFormat('fr', { numeric: 'auto' }) writes them (the tests
// compare the two). Written out because the first Intl formatter of a page loads the locale's
// data: 25 ms on a laptop, four times that on a phone, before the feed's first card (ADR 0010).
const NAMES: Record<Unit, [one: string, many: string]> = {
  year: ['an', 'ans'],
  month: ['mois', 'mois'],
  week: ['semaine', 'semaines'],
  day: ['jour', 'jours'],
  hour: ['heure', 'heures'],
  minute: ['minute', 'minutes'],
  second: ['seconde', 'secondes'],
};

/** The words of `numeric: 'auto'`: by unit, then by value. */
const WORDS: Partial<Record<Unit, Record<number, string>>> = {
  year: { [-1]: 'l’année dernière', 0: 'cette année', 1: 'l’année prochaine' },
  month: { [-1]: 'le mois dernier', 0: 'ce mois-ci', 1: 'le mois prochain' },
  week: { [-1]: 'la semaine dernière', 0: 'cette semaine', 1: 'la semaine prochaine' },
  day: { [-2]: 'avant-hier', [-1]: 'hier', 0: 'aujourd’hui', 1: 'demain', 2: 'après-demain' },
  hour: { 0: 'cette heure-ci' },
  minute: { 0: 'cette minute-ci' },
  second: { 0: 'maintenant' },
};

/** `value` units from now in French: 'il y a 5 minutes', 'hier', 'dans 3 jours'. */
export function formatRelative(value: number, unit: Unit): string {
  const word = WORDS[unit]?.[value];
  if (word) return word;
  const count = Math.abs(value);
  const [one, many] = NAMES[unit];
  // French: the singular for 0 and 1 (and 1.5); digits grouped by a narrow no-break space.
  const amount = `${String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')} ${count < 2 ? one : many}`;
  return value < 0 ? `il y a ${amount}` : `dans ${amount}`;
}

/** 'il y a 5 minutes', 'hier'… (spec §9: year down to second). */
export function relativeTime(instant: string, now: number = Date.now()): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return formatRelative(Math.trunc(seconds / size), unit);
    }
  }
  return '';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The full local date and time, as `toLocaleString('fr-FR')` writes it ('20/11/2026 12:00:00'),
 * without Intl (see above): the title of a card's or a comment's relative time.
 */
export function fullDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
