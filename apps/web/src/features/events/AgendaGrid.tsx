import type { Event } from '@koinonia/contracts';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/i18n';
import { WEEKDAY_NAMES } from '@/shared/format/french-names';
import { addDays, dayName, monthGrid, monthName, weekdayIndex } from './event-dates';
import { eventPath } from './event-paths';
import { counted } from '@/shared/i18n/plural';
import '@/features/events/events.texts';

/** Chips drawn in a day's cell; the rest is '+N autres'. */
const CHIPS_PER_DAY = 3;

/** The day a key moves to from `day`, or null for another key. */
function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
    case 'PageDown': {
      // The same day of the previous or next month (or its last day).
      const date = new Date(`${day}T00:00:00Z`);
      const wanted = date.getUTCDate();
      date.setUTCDate(1);
      date.setUTCMonth(date.getUTCMonth() + (key === 'PageUp' ? -1 : 1));
      const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
      date.setUTCDate(Math.min(wanted, last.getUTCDate()));
      return date.toISOString().slice(0, 10);
    }
    default:
      return null;
  }
}

interface AgendaGridProps {
  month: string;
  today: string;
  selected: string;
  byDay: ReadonlyMap<string, Event[]>;
  onSelect: (day: string) => void;
  /** Enter on a day: the member wants its events (the list under the grid). */
  onOpenDay: () => void;
}

/**
 * A month as a grid (ARIA grid pattern): one focusable day at a time; arrows move by day and
 * week, Home and End to the week's ends, Page Up and Page Down by month, Enter opens the
 * day's list. Each day shows its events as chips in their category's colour.
 */
export function AgendaGrid({
  month,
  today,
  selected,
  byDay,
  onSelect,
  onOpenDay,
}: AgendaGridProps) {
  const { t } = useTranslation();
  const id = useId();
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // After a key moved the selection, the new day takes the focus (once it is drawn).
  useEffect(() => {
    if (!moved.current) return;
    // Another month's day shows once the address has changed: wait for it.
    const cell = grid.current?.querySelector<HTMLElement>(`[data-day="${selected}"]`);
    if (!cell) return;
    moved.current = false;
    cell.focus();
  }, [selected, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay();
      return;
    }
    const next = dayAfterKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onSelect(next);
  };

  return (
    <div
      ref={grid}
      role="grid"
      aria-label={t('events.agenda.grid', { month: monthName(month) })}
      aria-describedby={`${id}-hint`}
      className="agenda-grid"
      onKeyDown={onKeyDown}
    >
      <p id={`${id}-hint`} className="visually-hidden">
        {t('events.agenda.gridHint')}
      </p>
      <div role="row" className="agenda-row agenda-head">
        {WEEKDAY_NAMES.map((weekday) => (
          <div role="columnheader" key={weekday.long} className="agenda-weekday">
            <abbr title={weekday.long}>{weekday.short}</abbr>
          </div>
        ))}
      </div>
      {monthGrid(month).map((week) => (
        <div role="row" className="agenda-row" key={week[0]}>
          {week.map((day) => {
            const events = byDay.get(day) ?? [];
            const outside = !day.startsWith(month);
            const label = `${dayName(day)}${
              events.length > 0 ? `, ${counted(events.length, 'events.agenda.events')}` : ''
            }`;
            return (
              <div
                role="gridcell"
                key={day}
                data-day={day}
                tabIndex={day === selected ? 0 : -1}
                aria-selected={day === selected}
                aria-label={label}
                aria-current={day === today ? 'date' : undefined}
                className={`agenda-day${outside ? ' is-outside' : ''}${
                  day === today ? ' is-today' : ''
                }`}
                onClick={() => onSelect(day)}
              >
                <span className="agenda-day-number" aria-hidden="true">
                  {Number(day.slice(8))}
                </span>
                <ul className="list-unstyled mb-0 agenda-chips" aria-hidden="true">
                  {events.slice(0, CHIPS_PER_DAY).map((event) => (
                    <li key={event.id}>
                      <Link
                        to={eventPath(event.id)}
                        tabIndex={-1}
                        className={`agenda-chip event-cat-${event.category}${
                          event.status === 'cancelled' ? ' is-cancelled' : ''
                        }`}
                        title={event.title}
                      >
                        {event.title}
                      </Link>
                    </li>
                  ))}
                  {events.length > CHIPS_PER_DAY && (
                    <li className="agenda-more">
                      {counted(events.length - CHIPS_PER_DAY, 'events.agenda.more')}
                    </li>
                  )}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
