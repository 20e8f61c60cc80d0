/**
 * Dates of events in the community's time zone, with Luxon: the end of the current week (the
 * 'Cette semaine' tab) and the spec's label ('SAM. 14 DÉC.').
 */
import { DateTime } from 'luxon';

/** Next Monday 00:00 in `zone`: the end of the week that holds `now`. */
export function weekEnd(now: Date, zone: string): Date {
  return DateTime.fromJSDate(now, { zone }).startOf('week').plus({ weeks: 1 }).toJSDate();
}

/** The spec's label of an event: its start's short weekday, day and month, in capitals. */
export function eventLabel(startsAt: string, zone: string): string {
  return DateTime.fromISO(startsAt, { zone })
    .setLocale('fr')
    .toFormat('ccc d LLL')
    .toLocaleUpperCase('fr-FR');
}
