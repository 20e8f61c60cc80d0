/**
 * iCalendar files (RFC 5545) with ical-generator: one event's `.ics`, and a member's private
 * feed. Times are written in the event's time zone with its VTIMEZONE; each event's UID is
 * stable, its SEQUENCE grows with each change a calendar must take, and a cancelled event
 * says STATUS:CANCELLED so that subscribed calendars drop it.
 */
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventRow } from './events.repository.ts';

export function icsOf(
  rows: readonly EventRow[],
  options: { name: string; publicUrl: string },
): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Koinonia', product: 'Evenements', language: 'FR' },
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const row of rows) {
    const zone = row.time_zone;
    calendar.createEvent({
      id: `${row.id}@koinonia`,
      sequence: row.sequence,
      stamp: DateTime.fromISO(row.updated_at, { zone }),
      start: DateTime.fromISO(row.starts_at, { zone }),
      end: DateTime.fromISO(row.ends_at, { zone }),
      timezone: zone,
      summary: row.title,
      description:
        row.status === 'cancelled' && row.cancel_message
          ? `Annulé : ${row.cancel_message}\n\n${row.description}`
          : row.description,
      location: row.is_online ? (row.online_url ?? 'En ligne') : row.location,
      url: `${options.publicUrl}/feed/events/${row.id}`,
      status: row.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
