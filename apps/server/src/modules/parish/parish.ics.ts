/**
 * The parish's schedule as an iCalendar feed (RFC 5545) with ical-generator, as the events
 * module writes its own (events.ics.ts): each occurrence of the coming weeks, in the
 * community's time zone with its VTIMEZONE; a cancelled one says STATUS:CANCELLED so that a
 * subscribed calendar drops it. Each occurrence's UID is stable (its weekly time and day).
 */
import { PARISH_TIME_KIND_LABELS, type ParishOccurrence } from '@koinonia/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

export function parishIcs(
  occurrences: readonly ParishOccurrence[],
  options: { name: string; zone: string; address: string; url: string },
): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Koinonia', product: 'Paroisse', language: 'FR' },
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const occurrence of occurrences) {
    const kind = PARISH_TIME_KIND_LABELS[occurrence.kind];
    calendar.createEvent({
      id: `${occurrence.id}@koinonia-paroisse`,
      start: DateTime.fromISO(occurrence.starts_at, { zone: options.zone }),
      end: DateTime.fromISO(occurrence.ends_at, { zone: options.zone }),
      timezone: options.zone,
      summary: occurrence.label ? `${kind} – ${occurrence.label}` : kind,
      description: occurrence.note,
      location: occurrence.place || options.address,
      url: options.url,
      status:
        occurrence.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
