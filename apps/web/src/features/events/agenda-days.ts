import type { Event } from '@koinonia/contracts';
import { addDays, dayOf } from './event-dates';

/** The longest an event is drawn over in the agenda (a retreat, a pilgrimage). */
const MAX_SPAN_DAYS = 31;

/**
 * The events of each calendar day ('YYYY-MM-DD' → events by start): an event shows on every
 * day it covers, in its own time zone (an event ending at midnight does not spill over).
 */
export function eventsByDay(events: readonly Event[]): Map<string, Event[]> {
  const byDay = new Map<string, Event[]>();
  const sorted = [...events].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  for (const event of sorted) {
    const first = dayOf(event.starts_at, event.time_zone);
    const endInstant = new Date(
      Math.max(new Date(event.starts_at).getTime(), new Date(event.ends_at).getTime() - 1),
    );
    const last = dayOf(endInstant, event.time_zone);
    let day = first;
    for (let index = 0; index < MAX_SPAN_DAYS && day <= last; index += 1) {
      byDay.set(day, [...(byDay.get(day) ?? []), event]);
      day = addDays(day, 1);
    }
  }
  return byDay;
}
