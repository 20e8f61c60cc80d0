import type { Event } from '@koinonia/contracts';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/Icon';
import { biCameraVideo, biClock, biGeoAlt } from '@/shared/ui/icons-events.generated';
import { CategoryTag, EventBadges, EventCover, FriendsGoing } from './EventBits';
import { eventHours } from './event-dates';
import { eventPath } from './event-paths';
import { countsText, placeText, spotsText } from './event-texts';
import '@/features/events/events.texts';

/**
 * An event in a list: cover, its day in capitals ('SAM. 14 DÉC.'), title (its link covers the
 * card), hours, place or 'En ligne', the friends who go, the counts and the member's answer.
 */
export function EventCard({ event }: { event: Event }) {
  const titleId = `event-card-${event.id}`;
  const spots = spotsText(event);
  return (
    <article
      className={`card event-card position-relative${event.status === 'cancelled' ? ' is-cancelled' : ''}`}
      aria-labelledby={titleId}
    >
      <EventCover event={event} alt="" className="event-card-cover" />
      <div className="card-body d-flex flex-column gap-1">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span className="event-label">{event.label}</span>
          <EventBadges event={event} />
        </div>
        <h3 id={titleId} className="h6 fw-bold mb-1 text-break">
          <Link to={eventPath(event.id)} className="event-card-title">
            {event.title}
          </Link>
        </h3>
        <p className="event-line small mb-0">
          <Icon svg={biClock} size={14} />
          <span>{eventHours(event)}</span>
        </p>
        <p className="event-line small mb-0">
          <Icon svg={event.is_online ? biCameraVideo : biGeoAlt} size={14} />
          <span className="text-truncate">{placeText(event)}</span>
        </p>
        <div className="mt-1">
          <CategoryTag category={event.category} />
        </div>
        <FriendsGoing event={event} className="mt-1" />
        <p className="small text-body-secondary mb-0 mt-auto pt-1">
          {countsText(event)}
          {spots && ` · ${spots}`}
        </p>
      </div>
    </article>
  );
}
