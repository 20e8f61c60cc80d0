/**
 * A group and an event as the API answers them, shared by the tests of the groups, events and
 * albums features (a feature's tests never import a feature that imports theirs back, so the
 * builders live here rather than in one feature's test data).
 */
import type { Event, Group } from '@koinonia/contracts';

export const GROUP_ID = '99999999-9999-4999-8999-999999999999';
export const EVENT_ID = '77777777-7777-4777-8777-777777777777';

/** A group as GET /api/groups/{id}/ answers it: public, open, I am not a member. */
export function group(overrides: Partial<Group> = {}): Group {
  return {
    id: GROUP_ID,
    kind: 'GROUP',
    name: 'Chorale Saint-Jean',
    description: 'Nous chantons à la messe de 11 h.\nRépétition le jeudi soir.',
    visibility: 'PUBLIC',
    join_rule: 'OPEN',
    image: null,
    logo: null,
    member_count: 12,
    my_role: null,
    my_status: 'NONE',
    notify_posts: null,
    friends: [],
    friends_count: 0,
    requests_count: 0,
    archived: false,
    page: null,
    created_at: '2026-03-14T10:00:00Z',
    ...overrides,
  };
}

/**
 * An event as GET /api/events/{id}/ answers it: a Saturday evening concert far enough ahead to
 * stay upcoming (12 December 2037, 20 h 30 – 22 h 00 in Paris), public, 12 going of 50 seats.
 * Its organisers are the caller's (`organisers`): this folder imports no feature.
 */
export function event(overrides: Partial<Event> & Pick<Event, 'organisers'>): Event {
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
