import { EVENT_CATEGORY_LABELS, type Event, type EventCategory } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/i18n';
import { Avatar } from '@/shared/ui/Avatar';
import { Icon } from '@/shared/ui/Icon';
import { biCalendarEvent } from '@/shared/ui/icons-events.generated';
import { friendsGoingText, standingText } from './event-texts';
import '@/features/events/events.texts';

/** A category's name with its colour's dot (the agenda's legend uses the same colours). */
export function CategoryTag({ category }: { category: EventCategory }) {
  return (
    <span className={`event-category event-cat-${category}`}>
      <span className="event-category-dot" aria-hidden="true" />
      {EVENT_CATEGORY_LABELS[category]}
    </span>
  );
}

/**
 * The event's cover, or a soft tile in its category's colour when it has none (or it fails).
 * `alt` empty: decorative beside the title.
 */
export function EventCover({
  event,
  alt,
  className = '',
}: {
  event: Pick<Event, 'image' | 'category'>;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`event-cover event-cat-${event.category} ${className}`}>
      {event.image && !failed ? (
        <img
          src={event.image}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className="event-cover-fallback" aria-hidden="true">
          <Icon svg={biCalendarEvent} size={40} />
        </span>
      )}
    </div>
  );
}

/** 'Annulé', 'Brouillon', and where the member stands ('Vous participez', 'Liste d'attente'). */
export function EventBadges({ event }: { event: Event }) {
  const { t } = useTranslation();
  const standing = event.status === 'cancelled' ? null : standingText(event);
  if (event.status === 'confirmed' && !standing) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {event.status === 'cancelled' && (
        <span className="event-badge is-cancelled">{t('events.card.cancelled')}</span>
      )}
      {event.status === 'draft' && (
        <span className="event-badge is-draft">{t('events.card.draft')}</span>
      )}
      {standing && (
        <span className={`event-badge is-${event.is_organiser ? 'organiser' : event.my_answer}`}>
          {standing}
        </span>
      )}
    </span>
  );
}

/** Up to three friends' faces and 'Paul Martin et 2 autres amis y vont'; nothing when none. */
export function FriendsGoing({ event, className = '' }: { event: Event; className?: string }) {
  const text = friendsGoingText(event);
  if (!text) return null;
  return (
    <p className={`event-friends small text-body-secondary mb-0 ${className}`}>
      <span className="event-friends-faces" aria-hidden="true">
        {event.friends_going.map((friend) => (
          <Avatar key={friend.id} src={friend.profile_picture} alt="" size={24} />
        ))}
      </span>
      <span>{text}</span>
    </p>
  );
}
