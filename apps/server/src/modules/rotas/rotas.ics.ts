/**
 * A member's services as an iCalendar feed (RFC 5545) with ical-generator, as the events and
 * parish modules write theirs (events.ics.ts, parish.ics.ts): each accepted place, in the
 * community's time zone with its VTIMEZONE; UID `<slot id>@koinonia-services`.
 */
import type { RotaSlot } from '@koinonia/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import { DateTime } from 'luxon';

/** A slot's length in calendars (a service has no end time of its own). */
const SLOT_MINUTES = 60;

export function rotasIcs(
  slots: readonly RotaSlot[],
  options: { zone: string; publicUrl: string },
): string {
  const calendar = ical({
    name: 'Mes services',
    prodId: { company: 'Koinonia', product: 'Services', language: 'FR' },
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const slot of slots) {
    const start = DateTime.fromISO(slot.starts_at, { zone: options.zone });
    calendar.createEvent({
      id: `${slot.id}@koinonia-services`,
      start,
      end: start.plus({ minutes: SLOT_MINUTES }),
      timezone: options.zone,
      summary: `${slot.service.name} – ${slot.group.name}`,
      url: `${options.publicUrl}/services`,
    });
  }
  return calendar.toString();
}
