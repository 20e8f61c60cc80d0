import type { Album, AlbumItem, Event, Group } from '@koinonia/contracts';
import { JEANNE, MARIE, ME, PAUL } from '@/features/publications/publications.test-data';

export { JEANNE, MARIE, ME, PAUL };

export const ALBUM_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const SIGNATURE = '?e=1790000000&s=sig_1';

/** A stored photo's signed address: its key names its size, so its copies are known. */
export const photoUrl = (n: number) =>
  `/media/Photo${String(n).padStart(17, '0')}-1600x1200.webp${SIGNATURE}`;

/** An album as GET /api/albums/{id}/ answers it: Paul's, for his friends, three photos. */
export function album(overrides: Partial<Album> = {}): Album {
  return {
    id: ALBUM_ID,
    title: 'Pèlerinage à Lourdes',
    description: 'Trois jours avec la paroisse.',
    image: photoUrl(1),
    cover_item_id: null,
    count: 3,
    likes: 4,
    comments: 1,
    time: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    owner: PAUL,
    audience: 'friends',
    group_id: null,
    event_id: null,
    contributors: 'owner',
    can_add: false,
    is_owner: false,
    created_at: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The `n`th item (1-based) of the album, added by Paul, with its thread. */
export function item(n: number, overrides: Partial<AlbumItem> = {}): AlbumItem {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${String(n).padStart(12, '0')}`,
    album_id: ALBUM_ID,
    kind: 'photo',
    url: photoUrl(n),
    width: 1600,
    height: 1200,
    caption: `Légende ${n}`,
    alt: `Description ${n}`,
    position: n - 1,
    added_by: PAUL,
    publication_id: `cccccccc-cccc-4ccc-8ccc-${String(n).padStart(12, '0')}`,
    likes: 0,
    comments: 0,
    created_at: '2026-10-02T10:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T>(results: T[], next: string | null = null) => ({ results, next });

export const GROUP_ID = '99999999-9999-4999-8999-999999999999';
export const EVENT_ID = '77777777-7777-4777-8777-777777777777';

/**
 * A group as GET /api/groups/{id}/ answers it, public and open, the member not in it (the
 * albums' own copy: a feature's tests never import a feature that imports theirs back).
 */
export function group(overrides: Partial<Group> = {}): Group {
  return {
    id: GROUP_ID,
    kind: 'GROUP',
    name: 'Chorale Saint-Jean',
    description: 'Nous chantons à la messe de 11 h.',
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

/** An event as GET /api/events/{id}/ answers it: confirmed, far ahead, Paul organises it. */
export function event(overrides: Partial<Event> = {}): Event {
  return {
    id: EVENT_ID,
    title: 'Veillée de Noël',
    description: '',
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
