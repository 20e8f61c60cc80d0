import type { Event } from '@koinonia/contracts';
import { t } from '@/shared/i18n/i18n';
import { counted } from '@/shared/i18n/plural';
import { firstAndLastName } from '@/shared/people/person-name';
import '@/features/events/events.texts';

type Counts = Pick<Event, 'going_count' | 'interested_count' | 'waiting_count'>;

/** '12 participants · 3 intéressés · 2 en liste d'attente' (the last two only when any). */
export function countsText(event: Counts): string {
  const parts = [counted(event.going_count, 'events.count.going')];
  if (event.interested_count > 0) {
    parts.push(counted(event.interested_count, 'events.count.interested'));
  }
  if (event.waiting_count > 0) {
    parts.push(t('events.count.waiting', { count: event.waiting_count }));
  }
  return parts.join(' · ');
}

/** Whether every seat is taken. */
export const isFull = (event: Pick<Event, 'capacity' | 'going_count'>) =>
  event.capacity !== null && event.going_count >= event.capacity;

/** '3 places restantes', 'Complet', or null without a capacity. */
export function spotsText(event: Pick<Event, 'capacity' | 'going_count'>): string | null {
  if (event.capacity === null) return null;
  if (isFull(event)) return t('events.card.full');
  return counted(event.capacity - event.going_count, 'events.count.spots');
}

/**
 * 'Paul Martin y va', 'Paul Martin, Jeanne Petit et 2 autres amis y vont' (the server sends a
 * few friends and the total); null when no friend goes.
 */
export function friendsGoingText(event: Pick<Event, 'friends_going' | 'friends_going_count'>) {
  if (event.friends_going.length === 0) return null;
  const names = event.friends_going.map(firstAndLastName).join(', ');
  const others = event.friends_going_count - event.friends_going.length;
  const listed = others > 0 ? counted(others, 'events.friends.andOthers', { names }) : names;
  return t(event.friends_going_count > 1 ? 'events.friends.goesMany' : 'events.friends.goesOne', {
    names: listed,
  });
}

/** Where: the address, or 'En ligne'. */
export function placeText(event: Pick<Event, 'is_online' | 'location'>): string {
  return event.is_online ? t('events.card.online') : event.location;
}

/** The OpenStreetMap search for an address (a plain link: no map script on our pages). */
export function mapUrl(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
}

/** Where the member stands, for a card's badge; null when they have not answered. */
export function standingText(event: Pick<Event, 'my_answer' | 'is_organiser'>): string | null {
  if (event.is_organiser) return t('events.standing.organiser');
  return event.my_answer ? t(`events.standing.${event.my_answer}`) : null;
}

/** The sentence under the answer buttons: where the member stands now. */
export function rsvpStateText(
  event: Pick<Event, 'my_answer' | 'my_guests' | 'waiting_rank'>,
): string | null {
  switch (event.my_answer) {
    case 'going':
      return event.my_guests > 0
        ? counted(event.my_guests, 'events.rsvp.goingWithGuests')
        : t('events.rsvp.goingState');
    case 'interested':
      return t('events.rsvp.interestedState');
    case 'declined':
      return t('events.rsvp.declinedState');
    case 'waiting':
      return event.waiting_rank && event.waiting_rank > 1
        ? t('events.rsvp.waitingRank', { rank: event.waiting_rank })
        : t('events.rsvp.waitingFirst');
    case 'pending':
      return t('events.rsvp.pendingState');
    case 'invited':
      return t('events.rsvp.invitedState');
    case null:
      return null;
  }
}

/** Whether the event is over (its end has passed). */
export const isPast = (event: Pick<Event, 'ends_at'>, now = Date.now()) =>
  new Date(event.ends_at).getTime() < now;
