import type { Publication } from '@koinonia/contracts';

export const ME = '00000000-0000-4000-8000-000000000001';

export function publication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    author: {
      id: '00000000-0000-4000-8000-000000000002',
      titre: 'Frère',
      first_name: 'Paul',
      last_name: 'Martin',
      profile_picture: null,
    },
    type: 'texte',
    text: 'Bonne semaine à tous !',
    photos: [],
    video: null,
    audience: 'friends',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date().toISOString(),
    reactions: { counts: { jaime: 2 }, total: 2, mine: null },
    comments_count: 0,
    first_comments: [],
    ...overrides,
  };
}

export const REACTION_TYPES = [
  { code: 'jaime', label: "J'aime" },
  { code: 'priere', label: 'Je prie pour toi' },
];
