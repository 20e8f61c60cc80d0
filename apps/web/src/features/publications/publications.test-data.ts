import type { Comment, Publication } from '@koinonia/contracts';

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
    group: null,
    event: null,
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

export const PAUL = {
  id: '00000000-0000-4000-8000-000000000002',
  titre: 'Frère',
  first_name: 'Paul',
  last_name: 'Martin',
  profile_picture: null,
};
export const MARIE = {
  id: ME,
  titre: 'Sœur',
  first_name: 'Marie',
  last_name: 'Dupont',
  profile_picture: null,
};
export const JEANNE = {
  id: '00000000-0000-4000-8000-000000000003',
  titre: '',
  first_name: 'Jeanne',
  last_name: 'Petit',
  profile_picture: null,
};

let commentCounter = 0;
export function comment(overrides: Partial<Comment> = {}): Comment {
  commentCounter += 1;
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    id: `c0000000-0000-4000-8000-${String(commentCounter).padStart(12, '0')}`,
    publication_id: '11111111-1111-4111-8111-111111111111',
    reply_to: null,
    author: PAUL,
    text: 'Amen !',
    image: null,
    created_at: at,
    updated_at: at,
    reactions: { counts: {}, total: 0, mine: null },
    replies_count: 0,
    ...overrides,
  };
}

/** The signed-in member's profile as GET /api/users/profil/ answers it (the fields used). */
export const MY_PROFILE = { ...MARIE, bio: '', birthday: null, email: 'marie@exemple.fr' };
