import type { MemberProfile } from '@koinonia/contracts';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, testQueryClient } from '@/test/render';
import { userProfile } from '@/test/profile-data';
import { fakeToken } from '@/test/tokens';
import { discoverRoutes, routes } from './routes';

// The tab bars of the two profiles, as the app composes them from the real feature list.
const me = userProfile({ counts: { publications: 0, friends: 0, invitations: 2 } });
const paul: MemberProfile = {
  id: 'u2',
  titre: 'Frère',
  first_name: 'Paul',
  last_name: 'Durand',
  bio: '',
  profile_picture: null,
  cover_picture: null,
  status: 'offline',
  mutual_count: 0,
  birthday: null,
  date_joined: '2026-01-01T00:00:00Z',
  counts: { friends: 3 },
};

const SPEC_ORDER = [
  'Publications',
  'À propos',
  'Connexions',
  'Médias',
  'Vidéos',
  'Événements',
  'Activité',
];

async function tabBar(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes(),
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const nav = await screen.findByRole(
    'navigation',
    { name: 'Sections du profil' },
    { timeout: 5000 },
  );
  return within(nav).getAllByRole('link');
}

beforeEach(() => {
  saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi([
        ['/api/users/profil/', () => json(me)],
        [
          '/api/users/get_user_relation/u2/',
          () => json({ status: null, sender: null, blocked: false, blocked_by: null }),
        ],
        ['/api/users/u2/', () => json(paul)],
      ]),
    ),
  );
});

describe('the profiles’ tab bars (spec §2)', () => {
  it('shows the own profile’s tabs in the spec’s order, with the invitations waiting on Connexions', async () => {
    const links = await tabBar('/profile/about');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual(SPEC_ORDER);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile/feed',
      '/profile/about',
      '/profile/connections',
      '/profile/media',
      '/profile/videos',
      '/profile/events',
      '/profile/activity',
    ]);
    expect(links[2]?.textContent).toBe('Connexions2 2 en attente');
  });

  it("shows another member's tabs in the same order, under their address", async () => {
    const links = await tabBar('/feed/people-profile/u2/about');
    expect(links.map((link) => link.textContent)).toEqual(SPEC_ORDER);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['feed', 'about', 'connections', 'media', 'videos', 'events', 'activity'].map(
        (tab) => `/feed/people-profile/u2/${tab}`,
      ),
    );
  });
});
