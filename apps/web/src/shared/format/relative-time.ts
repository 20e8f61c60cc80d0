import { SECONDS_PER_YEAR } from '@/shared/constants';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', SECONDS_PER_YEAR],
  ['month', 2592000],
  ['week', 604800],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const relative = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });

/** 'il y a 5 minutes', 'hier'… (spec §9: year down to second). */
export function relativeTime(instant: string, now: number = Date.now()): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative.format(Math.trunc(seconds / size), unit);
    }
  }
  return '';
}
