import type { Event, EventParticipant } from '@koinonia/contracts';
import { JEANNE, MARIE, ME, PAUL } from '@/features/publications/publications.test-data';

export { JEANNE, MARIE, ME, PAUL };

export const EVENT_ID = '77777777-7777-4777-8777-777777777777';

/**
 * An event as GET /api/events/{id}/ answers it: a Saturday evening concert far enough ahead to
 * stay upcoming (12 December 2037, 20 h 30 – 22 h 00 in Paris), public, 12 going of 50 seats.
 */
export function event(overrides: Partial<Event> = {}): Event {
  return {
    id: EVENT_ID,
    title: 'Veillée de Noël',
    description: 'Chants, lectures et vin chaud.\nOuvert à tous.',
    category: 'concert',
    image: null,
    label: 'SAM. 12 DÉC.',
    starts_at: '2037-12-12T19:30:00.000Z',
    ends_at: '2037-12-12T21:00:00.000Z',
    time_zone: 'Europe/Paris',
    is_online: false,
    location: '3 place Saint-Pierre, 69001 Lyon',
    online_url: null,
    audience: 'public',
    group: null,
    capacity: 50,
    max_guests: 0,
    requires_approval: false,
    status: 'confirmed',
    cancel_message: null,
    organisers: [PAUL],
    is_organiser: false,
    going_count: 12,
    interested_count: 3,
    waiting_count: 0,
    my_answer: null,
    my_guests: 0,
    waiting_rank: null,
    friends_going: [],
    friends_going_count: 0,
    created_at: '2037-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** One answer in a participants' list. */
export function participant(overrides: Partial<EventParticipant> = {}): EventParticipant {
  return {
    user: JEANNE,
    answer: 'going',
    guests: 0,
    waiting_rank: null,
    answered_at: '2037-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of results as the API sends it. */
export const pageOf = <T>(results: T[], next: string | null = null) => ({ results, next });
