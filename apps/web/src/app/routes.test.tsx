import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { queryClient } from '@/shared/api/query-client';
import { fakeApi, json } from '@/test/render';
import { userProfile } from '@/test/profile-data';
import { fakeToken } from '@/test/tokens';
import { discoverRoutes, routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes(),
  });
  render(<RouterProvider router={router} />);
  return router;
}

// The first visit of a lazy layout loads its chunk, which can take seconds on a busy machine.
const SLOW = { timeout: 5000 };

const location = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  // The signed-in layout loads the profile; these tests only look at routing.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

/** The profile card shows its menus once the member and their roles are known: answer those. */
function answerTheCard() {
  // The app's one client may hold the earlier tests' calls, which never answer.
  queryClient.clear();
  const pending = () => new Promise<Response>(() => undefined);
  const api = fakeApi([
    ['GET /api/users/profil/', () => json(member)],
    ['GET /api/roles/me/', () => json({ roles: [] })],
  ]);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      /\/api\/(users\/profil|roles\/me)\//.test(url) ? api(url, init) : pending(),
    ),
  );
}

const member = userProfile();

describe('route guards and redirects (spec §2)', () => {
  it('sends a guest on a protected page to sign-in with redirectTo holding path and query', async () => {
    const router = renderAt('/feed/home?tab=amis');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'), SLOW);
    expect(location(router)).toBe('/auth/sign-in?redirectTo=%2Ffeed%2Fhome%3Ftab%3Damis');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
  });

  it('sends a signed-in member on a guest-only page to /feed/home', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    for (const path of ['/auth/sign-in', '/auth/sign-up', '/auth-advance/sign-in']) {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/feed/home'), SLOW);
    }
  });

  it('lets a signed-in member into a protected page', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    const router = renderAt('/feed/home');
    expect(await screen.findByText('Chargement...', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/feed/home');
  });

  it('redirects / to /landing, open to guests', async () => {
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'), SLOW);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Restez reliés/ }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it.each(['/not-found', '/nowhere/at/all', '/aide'])(
    'shows the not-found page for %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    },
  );
});

describe('profile routes (spec §2)', () => {
  it.each([
    ['/profile', '/profile/feed'],
    ['/feed/people-profile/u2', '/feed/people-profile/u2/feed'],
    ['/feed/people-profile/u1/about', '/profile/feed'],
    ['/feed/people-profile/u1', '/profile/feed'],
  ])('%s leads to %s', async (from, to) => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to), SLOW);
  });

  it.each(['/messaging', '/notifications'])('sends a guest on %s to sign-in', async (path) => {
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'), SLOW);
  });

  it('sends a guest on /profile/connections to sign-in', async () => {
    const router = renderAt('/profile/connections');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'), SLOW);
  });
});

describe('publication and video routes (spec §2)', () => {
  beforeEach(() => saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' }));

  it.each([
    ['/feed/publica-details/p1', 'Chargement de la publication…'],
    ['/feed/post-details?id=p1', 'Chargement de la publication…'],
    ['/posts?id=p1', 'Chargement de la publication…'],
    ['/feed/videos/details?id=p1', 'Chargement de la publication…'],
    ['/feed/post-videos/details?id=p1', 'Chargement de la publication…'],
    ['/feed/videos', 'Chargement des vidéos…'],
    ['/feed/post-videos', 'Chargement des vidéos…'],
  ])('%s shows its page', async (path, loading) => {
    const router = renderAt(path);
    expect(await screen.findByRole('status', { name: loading }, SLOW)).toBeTruthy();
    expect(location(router)).toBe(path);
  });

  it.each([
    ['/feed/videos/details', '/feed/videos'],
    ['/feed/post-videos/details', '/feed/post-videos'],
  ])('%s without an id leads to %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to), SLOW);
  });

  it.each(['/posts', '/feed/post-details'])(
    '%s without an id lists the publications',
    async (path) => {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Publications' }, { timeout: 3000 }),
      ).toBeTruthy();
    },
  );
});

describe('publication routes for guests', () => {
  it.each(['/feed/videos', '/feed/publica-details/p1', '/posts?id=p1'])(
    'sends a guest on %s to sign-in',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'), SLOW);
    },
  );
});

describe('the not-found page and the menus', () => {
  it('keeps a signed-in member in the app layout, with the way back to /feed/home', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    renderAt('/nowhere/at/all');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    const back = screen.getByRole('link', { name: "Retour à l'accueil" });
    expect(back.getAttribute('href')).toBe('/feed/home');
  });

  it('gives a guest the public frame, with the way back to /landing', async () => {
    renderAt('/not-found');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
      '/landing',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('links every menu entry to its page, help and privacy included', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    answerTheCard();
    renderAt('/feed/home');
    const menu = await screen.findByRole('navigation', { name: 'Menu du profil' }, SLOW);
    // Help and the terms are built (docs/help-and-terms.md): real links in the card.
    const cardLinks = screen.getByRole('list', { name: 'Liens du profil' });
    const help = within(cardLinks).getByRole('link', { name: 'Aide' });
    expect(help.getAttribute('href')).toBe('/help');
    expect(help.hasAttribute('aria-disabled')).toBe(false);
    expect(help.textContent).not.toContain('bientôt');
    expect(
      within(cardLinks)
        .getByRole('link', { name: 'Confidentialité et conditions' })
        .getAttribute('href'),
    ).toBe('/privacy-terms');
    // The light feed (docs/classic.md) is a page of its own: the link loads it as a document,
    // the app's router leaves the click to the browser.
    const classic = within(cardLinks).getByRole('link', { name: 'Version allégée' });
    expect(classic.getAttribute('href')).toBe('/classic');
    let leftToTheBrowser: boolean | undefined;
    const watch = (event: Event) => {
      leftToTheBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    fireEvent.click(classic);
    window.removeEventListener('click', watch);
    expect(leftToTheBrowser).toBe(true);
    // The news are built: 'Dernières nouvelles' is a real link to /blogs.
    expect(
      within(menu).getByRole('link', { name: 'Dernières nouvelles' }).getAttribute('href'),
    ).toBe('/blogs');
    expect(within(menu).getByRole('link', { name: 'Connexions' }).getAttribute('href')).toBe(
      '/profile/connections',
    );
    // Groups, events and settings are built (ADR 0007, 0008, 0009): real links.
    expect(within(menu).getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe(
      '/settings/account',
    );
    expect(within(menu).getByRole('link', { name: 'Groupes' }).getAttribute('href')).toBe(
      '/feed/groups',
    );
    expect(within(menu).getByRole('link', { name: 'Événements' }).getAttribute('href')).toBe(
      '/feed/events',
    );
  });
});

describe('the news routes (spec §2: /blogs is public)', () => {
  it('gives a guest the news in the public frame', async () => {
    renderAt('/blogs');
    expect(await screen.findByRole('link', { name: 'Se connecter' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu du profil' })).toBeNull();
  });

  it('gives a signed-in member the news in the app layout', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    answerTheCard();
    renderAt('/blogs');
    expect(await screen.findByRole('navigation', { name: 'Menu du profil' }, SLOW)).toBeTruthy();
  });
});
