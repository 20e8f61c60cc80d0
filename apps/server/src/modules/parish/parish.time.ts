/**
 * The weekly times of a parish expanded into the occurrences of the coming weeks, in the
 * community's time zone with Luxon (as events.time.ts): a Sunday 10:30 Mass stays at 10:30
 * local across a change of summer time, its instant moving by an hour (parish.test.ts). The
 * exceptions then apply: `cancel` marks one occurrence cancelled (a holiday), `move` puts it on
 * another day and time, `add` adds one.
 */
import type { ParishException, ParishOccurrence, ParishTime } from '@koinonia/contracts';
import { DateTime } from 'luxon';

/** An exception as the expansion reads it (an added one's duration and place too). */
export type ExceptionForExpansion = ParishException & {
  duration_minutes: number;
  place: string;
};

/** The instant a local day and time fall on in `zone` (ISO 8601, UTC). */
function instant(date: string, time: string, zone: string, plusMinutes = 0): string {
  const local = DateTime.fromISO(`${date}T${time}`, { zone }).plus({ minutes: plusMinutes });
  return local.toUTC().toISO({ suppressMilliseconds: true }) ?? '';
}

/** Today's day ('AAAA-MM-JJ') in `zone`. */
export function today(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).toISODate() ?? '';
}

/** The occurrences from the day `from` for `weeks` weeks, in start order. */
export function expand(
  times: readonly ParishTime[],
  exceptions: readonly ExceptionForExpansion[],
  { from, weeks, zone }: { from: string; weeks: number; zone: string },
): ParishOccurrence[] {
  const first = DateTime.fromISO(from, { zone });
  const end = first.plus({ weeks }).toISODate() ?? from;
  const inRange = (date: string) => date >= from && date < end;
  const byOccurrence = new Map<string, ExceptionForExpansion>();
  for (const exception of exceptions) {
    if (exception.exception !== 'add' && exception.time_id && exception.on_date) {
      byOccurrence.set(`${exception.time_id}:${exception.on_date}`, exception);
    }
  }

  const occurrences: ParishOccurrence[] = [];
  const push = (
    time: Pick<ParishTime, 'kind' | 'label' | 'duration_minutes' | 'place'>,
    fields: Pick<ParishOccurrence, 'id' | 'date' | 'time' | 'status' | 'moved_from' | 'note'>,
  ) => {
    if (!inRange(fields.date)) return;
    occurrences.push({
      ...fields,
      kind: time.kind,
      label: time.label,
      place: time.place,
      starts_at: instant(fields.date, fields.time, zone),
      ends_at: instant(fields.date, fields.time, zone, time.duration_minutes),
    });
  };
  /** One weekly occurrence, its exception applied. */
  const occurrence = (time: ParishTime, date: string) => {
    const id = `${time.id}:${date}`;
    const exception = byOccurrence.get(id);
    if (exception?.exception === 'move' && exception.new_date && exception.new_time) {
      push(time, {
        id,
        date: exception.new_date,
        time: exception.new_time,
        status: 'moved',
        moved_from: `${date} ${time.time}`,
        note: exception.note,
      });
      return;
    }
    push(time, {
      id,
      date,
      time: time.time,
      status: exception?.exception === 'cancel' ? 'cancelled' : 'scheduled',
      moved_from: null,
      note: exception?.note ?? '',
    });
  };

  for (let day = first; (day.toISODate() ?? end) < end; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? '';
    for (const time of times) {
      if (time.weekday !== day.weekday) continue;
      const moved = byOccurrence.get(`${time.id}:${date}`);
      // Moved out of the range: shown where it went only when that is in range (below).
      if (moved?.exception === 'move' && moved.new_date && !inRange(moved.new_date)) continue;
      occurrence(time, date);
    }
  }
  // Moved into the range from a day outside it.
  const timesById = new Map(times.map((time) => [time.id, time]));
  for (const exception of exceptions) {
    if (exception.exception === 'add' && exception.new_date && exception.new_time) {
      push(
        {
          kind: exception.kind ?? 'messe',
          label: exception.label,
          duration_minutes: exception.duration_minutes,
          place: exception.place,
        },
        {
          id: `add:${exception.id}`,
          date: exception.new_date,
          time: exception.new_time,
          status: 'added',
          moved_from: null,
          note: exception.note,
        },
      );
      continue;
    }
    const time = exception.time_id ? timesById.get(exception.time_id) : undefined;
    if (
      exception.exception === 'move' &&
      time &&
      exception.on_date &&
      !inRange(exception.on_date) &&
      DateTime.fromISO(exception.on_date, { zone }).weekday === time.weekday
    ) {
      occurrence(time, exception.on_date);
    }
  }
  return occurrences.sort(
    (a, b) => a.starts_at.localeCompare(b.starts_at) || a.label.localeCompare(b.label),
  );
}
