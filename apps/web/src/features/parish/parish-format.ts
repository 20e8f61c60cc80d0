import { dayOfMonth, MONTHS, WEEKDAY_NAMES } from '@/shared/format/french-names';

/** A calendar day 'AAAA-MM-JJ' as 'dimanche 29 novembre' (no time-zone shift). */
export function dayLabel(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const weekday = WEEKDAY_NAMES[(parsed.getUTCDay() + 6) % 7]?.long ?? '';
  return `${weekday} ${dayOfMonth(parsed.getUTCDate())} ${MONTHS[parsed.getUTCMonth()]}`;
}

/** A time 'HH:MM' as French writes it: '10 h 30', '9 h'. */
export function timeLabel(time: string): string {
  const [hours = '', minutes = ''] = time.split(':');
  const h = String(Number(hours));
  return minutes === '00' ? `${h} h` : `${h} h ${minutes}`;
}

/** Items grouped by their `date`, in their order. */
export function byDay<T extends { date: string }>(items: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return [...days];
}
