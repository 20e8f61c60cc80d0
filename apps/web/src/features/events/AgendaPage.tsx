import { EVENT_CATEGORIES } from '@koinonia/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/shared/dom/useDocumentTitle';
import { belowWidthQuery, useMediaQuery } from '@/shared/dom/useMediaQuery';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biChevronLeft, biChevronRight, biPlusLg } from '@/shared/ui/icons-events.generated';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { AgendaEventRow } from './AgendaEventRow';
import { AgendaGrid } from './AgendaGrid';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { CategoryTag } from './EventBits';
import { eventsByDay } from './agenda-days';
import {
  addDays,
  addMonths,
  dayName,
  monthGrid,
  monthName,
  parseMonth,
  today,
} from './event-dates';
import { eventFormPath } from './event-paths';
import { AGENDA_PAGE_SIZE, eventListQueryOptions } from './events.queries';
import '@/features/events/events.texts';
import './events.css';

/** Phones get the month as a list of days (the grid needs room). */
const PHONE_QUERY = belowWidthQuery(768);

/** Every event of the grid's days: all pages of [first day, day after the last). */
function useMonthEvents(month: string) {
  const weeks = monthGrid(month);
  const from = weeks[0]?.[0] ?? `${month}-01`;
  const to = addDays(weeks.at(-1)?.[6] ?? `${month}-28`, 1);
  const query = useInfiniteQuery(eventListQueryOptions({ from, to, limit: AGENDA_PAGE_SIZE }));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const events = useMemo(
    () => query.data?.pages.flatMap((page) => page.results) ?? [],
    [query.data],
  );
  return { query, events };
}

/**
 * /events: the agenda of every event the member may see, month by month — a
 * keyboard-navigable grid on large screens, a list of days on phones — with the categories'
 * colours, the chosen day's events, and the private calendar address to subscribe to.
 */
export function AgendaPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const now = today();
  const month = parseMonth(params.get('month')) ?? now.slice(0, 7);
  const [selected, setSelected] = useState(now.startsWith(month) ? now : `${month}-01`);
  const phone = useMediaQuery(PHONE_QUERY);
  const dayPanel = useRef<HTMLHeadingElement>(null);
  const { query, events } = useMonthEvents(month);
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const title = monthName(month);
  useDocumentTitle(t('events.agenda.title'));

  const goToMonth = (next: string, day?: string) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('month', next);
    setParams(nextParams, { replace: true });
    setSelected(day ?? (now.startsWith(next) ? now : `${next}-01`));
  };
  const select = (day: string) => {
    if (!day.startsWith(month)) goToMonth(day.slice(0, 7), day);
    else setSelected(day);
  };

  const monthDays = [...byDay.keys()].filter((day) => day.startsWith(month)).sort();
  const selectedEvents = byDay.get(selected) ?? [];

  return (
    <>
      <PageHeader
        title={t('events.agenda.title')}
        intro={t('events.agenda.intro')}
        actions={
          <>
            <Link
              to={eventFormPath()}
              className="btn btn-primary d-inline-flex align-items-center gap-2"
            >
              <Icon svg={biPlusLg} />
              {t('events.create')}
            </Link>
            <Link to="/feed/events" className="btn btn-outline-primary">
              {t('events.agenda.toList')}
            </Link>
          </>
        }
      />

      <section className="card mb-3" aria-labelledby={`${id}-month`}>
        <div className="card-body p-2 p-md-3">
          <div className="d-flex align-items-center gap-2 mb-2">
            <button
              type="button"
              className="btn btn-outline-secondary btn-icon"
              aria-label={t('events.agenda.previous')}
              onClick={() => goToMonth(addMonths(month, -1))}
            >
              <Icon svg={biChevronLeft} />
            </button>
            <h2
              id={`${id}-month`}
              className="h5 fw-bold mb-0 flex-grow-1 text-center agenda-month"
              aria-live="polite"
            >
              {title}
            </h2>
            <button
              type="button"
              className="btn btn-outline-secondary btn-icon"
              aria-label={t('events.agenda.next')}
              onClick={() => goToMonth(addMonths(month, 1))}
            >
              <Icon svg={biChevronRight} />
            </button>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={month === now.slice(0, 7) && selected === now}
              onClick={() => goToMonth(now.slice(0, 7), now)}
            >
              {t('events.agenda.today')}
            </button>
          </div>
          {query.isError ? (
            <RetryAlert
              className="p-2"
              text={t('events.agenda.error')}
              onRetry={() => void query.refetch()}
            />
          ) : phone ? (
            <div aria-busy={query.isPending}>
              {query.isPending ? (
                <span className="skeleton" style={{ height: 120 }} aria-hidden="true" />
              ) : monthDays.length === 0 ? (
                <p className="text-body-secondary text-center py-4 mb-0">
                  {t('events.agenda.empty', { month: title })}
                </p>
              ) : (
                monthDays.map((day) => (
                  <section key={day} className="agenda-list-day" aria-labelledby={`${id}-${day}`}>
                    <h3
                      id={`${id}-${day}`}
                      className={`h6 fw-bold mb-1 first-cap${day === now ? ' text-primary-emphasis' : ''}`}
                    >
                      {dayName(day)}
                    </h3>
                    <ul className="list-unstyled mb-0">
                      {(byDay.get(day) ?? []).map((event) => (
                        <AgendaEventRow key={event.id} event={event} />
                      ))}
                    </ul>
                  </section>
                ))
              )}
            </div>
          ) : (
            <div aria-busy={query.isPending}>
              <AgendaGrid
                month={month}
                today={now}
                selected={selected}
                byDay={byDay}
                onSelect={select}
                onOpenDay={() => dayPanel.current?.focus()}
              />
            </div>
          )}
        </div>
      </section>

      <div className="agenda-below">
        {!phone && (
          <section className="card" aria-labelledby={`${id}-day`}>
            <div className="card-body">
              <h2 id={`${id}-day`} ref={dayPanel} tabIndex={-1} className="h6 fw-bold mb-2">
                {t('events.agenda.dayEvents', { day: dayName(selected) })}
              </h2>
              {selectedEvents.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('events.agenda.noDayEvents')}</p>
              ) : (
                <ul className="list-unstyled mb-0">
                  {selectedEvents.map((event) => (
                    <AgendaEventRow key={event.id} event={event} />
                  ))}
                </ul>
              )}
            </div>
          </section>
        )}
        <div className="d-flex flex-column gap-3">
          <section className="card" aria-labelledby={`${id}-legend`}>
            <div className="card-body">
              <h2 id={`${id}-legend`} className="h6 fw-bold mb-2">
                {t('events.agenda.legend')}
              </h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
                {EVENT_CATEGORIES.map((category) => (
                  <li key={category}>
                    <CategoryTag category={category} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <CalendarFeedPanel />
        </div>
      </div>
    </>
  );
}
