import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiRequest } from '@/shared/api/client';
import type { EventPage } from '@koinonia/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { Icon } from '@/shared/ui/Icon';
import { biCalendarEvent } from '@/shared/ui/icons-events.generated';
import { eventHours } from './event-dates';
import { eventPath } from './event-paths';
import { eventListUrl, eventsKeys } from './events.queries';
import '@/features/events/events.texts';
import './events.css';

/** The right column shows this many. */
const SHOWN = 3;
const FILTER = { tab: 'upcoming', limit: SHOWN } as const;

/**
 * 'Prochains événements' in the feed's right column (UI.md: suggestions, birthdays, events):
 * the next three the member may see, each with its day and hours; nothing when they fail.
 */
export function UpcomingEventsCard() {
  const { t } = useTranslation();
  const upcoming = useQuery({
    queryKey: [...eventsKeys.lists(), 'side', FILTER],
    queryFn: ({ signal }) => apiRequest<EventPage>(eventListUrl(FILTER), { signal }),
  });
  if (upcoming.isError) return null;
  const events = upcoming.data?.results ?? [];
  return (
    <section className="card border-0 mb-3" aria-labelledby="upcoming-events-title">
      <div className="card-body">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
          <h2
            id="upcoming-events-title"
            className="h6 fw-bold d-flex align-items-center gap-2 mb-0"
          >
            <Icon svg={biCalendarEvent} className="text-primary" /> {t('events.side.title')}
          </h2>
          <Link to="/feed/events" className="small flex-shrink-0">
            {t('events.side.all')}
            <span className="visually-hidden">{t('events.side.allHidden')}</span>
          </Link>
        </div>
        {upcoming.isPending ? (
          <span className="skeleton skeleton-row" aria-hidden="true" />
        ) : events.length === 0 ? (
          <p className="small text-body-secondary mb-0">{t('events.side.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-2">
            {events.map((event) => (
              <li key={event.id} className={`side-event event-cat-${event.category}`}>
                <span className="event-label small">{event.label}</span>
                <Link
                  to={eventPath(event.id)}
                  className="d-block fw-semibold side-event-title text-break"
                >
                  {event.title}
                </Link>
                <span className="small text-body-secondary">{eventHours(event)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
