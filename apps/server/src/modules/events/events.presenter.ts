/** Event rows → the shapes of contracts events.ts, field by field. */
import type { Event, EventParticipant } from '@koinonia/contracts';
import { presentMemberCard } from '../users/users.public.ts';
import type { EventRow, ParticipantRow } from './events.repository.ts';
import { eventLabel } from './events.time.ts';

export function presentEvent(row: EventRow): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    image: row.image,
    label: eventLabel(row.starts_at, row.time_zone),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    time_zone: row.time_zone,
    is_online: row.is_online,
    location: row.location,
    online_url: row.online_url,
    audience: row.audience,
    group: row.group,
    capacity: row.capacity,
    max_guests: row.max_guests,
    requires_approval: row.requires_approval,
    status: row.status,
    cancel_message: row.cancel_message,
    organisers: row.organisers.map(presentMemberCard),
    is_organiser: row.is_organiser,
    going_count: row.going_count,
    interested_count: row.interested_count,
    waiting_count: row.waiting_count,
    my_answer: row.my_answer,
    my_guests: row.my_guests,
    waiting_rank: row.waiting_rank,
    friends_going: row.friends_going.map(presentMemberCard),
    friends_going_count: row.friends_going_count,
    created_at: row.created_at,
    // Its organisers alone are shown it: 'Masqué par la modération' on it.
    ...(row.moderation_hidden ? { moderation_hidden: true } : {}),
  };
}

export function presentParticipant(row: ParticipantRow): EventParticipant {
  return {
    user: presentMemberCard(row.user),
    answer: row.answer,
    guests: row.guests,
    waiting_rank: row.waiting_rank,
    answered_at: row.answered_at,
  };
}
