import type { Event } from '@koinonia/contracts';
import { Link } from 'react-router';
import { Icon } from '@/shared/ui/Icon';
import { biCameraVideo, biGeoAlt } from '@/shared/ui/icons-events.generated';
import { EventBadges } from './EventBits';
import { eventHours } from './event-dates';
import { eventPath } from './event-paths';
import { placeText } from './event-texts';
import '@/features/events/events.texts';

/** An event in the agenda's lists: its hours, title, place and category's colour. */
export function AgendaEventRow({ event }: { event: Event }) {
  return (
    <li className={`agenda-event event-cat-${event.category}`}>
      <span className="agenda-event-time">{eventHours(event)}</span>
      <div className="min-w-0">
        <Link
          to={eventPath(event.id)}
          className={`fw-semibold agenda-event-title${
            event.status === 'cancelled' ? ' text-decoration-line-through' : ''
          }`}
        >
          {event.title}
        </Link>
        <span className="d-flex align-items-center gap-1 small text-body-secondary">
          <Icon svg={event.is_online ? biCameraVideo : biGeoAlt} size={12} />
          <span className="text-truncate">{placeText(event)}</span>
        </span>
        <EventBadges event={event} />
      </div>
    </li>
  );
}
