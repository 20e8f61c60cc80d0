import type { Album, AlbumItem, Event } from '@koinonia/contracts';
import { JEANNE, MARIE, ME, PAUL } from '@/features/publications/publications.test-data';
import { event as communityEvent, EVENT_ID, group, GROUP_ID } from '@/test/community-data';

export { JEANNE, MARIE, ME, PAUL };
export { EVENT_ID, group, GROUP_ID };

/** The shared event (src/test/community-data.ts), organised by Paul. */
export const event = (overrides: Partial<Event> = {}): Event =>
  communityEvent({ organisers: [PAUL], ...overrides });

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
    video_count: 0,
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
