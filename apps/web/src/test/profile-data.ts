import type { UserProfile } from '@koinonia/contracts';

/** The signed-in member's profile (`GET /api/users/profil/`): Jean Martin, unless told. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    email: 'jean@exemple.fr',
    titre: '',
    first_name: 'Jean',
    last_name: 'Martin',
    bio: '',
    birthday: null,
    profile_picture: null,
    cover_picture: null,
    status: 'online',
    date_joined: '2026-01-01T00:00:00Z',
    counts: { publications: 0, friends: 0, invitations: 0 },
    ...overrides,
  };
}
