import { DEFAULT_SETTINGS, type Settings, type UserProfile } from '@koinonia/contracts';
import { fakeApi, json } from '@/test/render';
import { mergeSettings } from './settings-merge';

/** A fresh copy of the defaults, as the server answers a member who never chose. */
export const settings = (): Settings => structuredClone(DEFAULT_SETTINGS);

/** The settings API: GET answers `current`, PATCH merges and answers it, each body recorded. */
export function settingsApi(options: { failPatch?: boolean; hold?: Promise<void> } = {}) {
  let current = settings();
  const sent: unknown[] = [];
  const handler = fakeApi([
    ['GET /api/users/settings/', () => json(current)],
    [
      'PATCH /api/users/settings/',
      async (_url, init) => {
        await options.hold;
        const body = JSON.parse(String(init.body)) as Parameters<typeof mergeSettings>[1];
        sent.push(body);
        if (options.failPatch) return json({ error: 'Erreur.', code: 'internal' }, 500);
        current = mergeSettings(current, body);
        return json(current);
      },
    ],
  ]);
  return { handler, sent, current: () => current };
}

export const profile = (overrides: Partial<UserProfile> = {}): UserProfile =>
  ({
    id: '11111111-1111-4111-8111-111111111111',
    titre: 'Sœur',
    first_name: 'Marie',
    last_name: 'Dupont',
    profile_picture: null,
    email: 'marie@exemple.fr',
    bio: 'Chorale',
    birthday: '1990-03-12',
    town: 'Lyon',
    postcode: '69001',
    cover_picture: null,
    status: 'online',
    date_joined: '2024-01-01T00:00:00.000Z',
    counts: { publications: 0, friends: 0, invitations: 0 },
    ...overrides,
  }) as UserProfile;
