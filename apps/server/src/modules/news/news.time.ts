/**
 * The weeks of the parish sheet and the dates of articles, in the community's time zone
 * (TIME_ZONE), with Luxon: a week is Monday 00:00 to the next Monday 00:00 there, whatever the
 * summer time does in between.
 */
import { DateTime } from 'luxon';

export interface Week {
  /** Monday 00:00, local. */
  start: DateTime;
  /** The next Monday 00:00, local (excluded). */
  end: DateTime;
}

/** The week that holds `instant` in `zone`. */
export function weekOf(instant: Date, zone: string): Week {
  const start = DateTime.fromJSDate(instant, { zone }).startOf('week');
  return { start, end: start.plus({ weeks: 1 }) };
}

/** The week that holds the day `day` ('YYYY-MM-DD'); undefined when no such day exists. */
export function weekOfDay(day: string, zone: string): Week | undefined {
  const local = DateTime.fromISO(day, { zone });
  if (!local.isValid || local.toISODate() !== day) return undefined;
  const start = local.startOf('week');
  return { start, end: start.plus({ weeks: 1 }) };
}

/** 'YYYY-MM-DD' of a local day. */
export const isoDay = (day: DateTime): string => day.toISODate() ?? '';

/**
 * 'Semaine du 23 au 29 novembre 2026', 'Semaine du 30 novembre au 6 décembre 2026',
 * 'Semaine du 29 décembre 2025 au 4 janvier 2026'.
 */
export function weekLabel(week: Week): string {
  const first = week.start.setLocale('fr');
  const last = week.end.minus({ days: 1 }).setLocale('fr');
  const day = (d: DateTime) => (d.day === 1 ? '1er' : String(d.day));
  const from =
    first.year !== last.year
      ? `${day(first)} ${first.toFormat('LLLL yyyy')}`
      : first.month !== last.month
        ? `${day(first)} ${first.toFormat('LLLL')}`
        : day(first);
  return `Semaine du ${from} au ${day(last)} ${last.toFormat('LLLL yyyy')}`;
}

/** The spec's `date` of an article: '14 décembre 2026', '1er mars 2027', in `zone`. */
export function dayLabel(instant: string, zone: string): string {
  const local = DateTime.fromISO(instant, { zone }).setLocale('fr');
  return `${local.day === 1 ? '1er' : local.day} ${local.toFormat('LLLL yyyy')}`;
}
