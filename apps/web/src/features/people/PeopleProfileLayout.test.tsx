import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { belowWidthQuery } from '@/shared/dom/useMediaQuery';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import type { ProfileTabsHandle } from '@/shared/feature/feature';
import { fakeToken } from '@/test/tokens';
import { PeopleProfileLayout } from './PeopleProfileLayout';
import { PeopleAboutTab } from './PeopleTabs';
import './people.feature';

// The tab bar shows what the app puts in the route's handle (its composition has its own
// test, app/profile-tabs.test.tsx): here this feature's 'À propos'.
const handle: ProfileTabsHandle = {
  profileTabs: [{ key: 'people.about', path: 'about', labelKey: 'peopleNav.about', order: 20 }],
};

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

const member = {
  id: 'paul',
  titre: 'Frère',
  first_name: 'Paul',
  last_name: 'Martin',
  bio: 'Chorale du dimanche.',
  profile_picture: null,
  cover_picture: null,
  status: 'offline',
  mutual_count: 3,
  birthday: '1985-07-14',
  date_joined: '2026-11-02T10:00:00.000Z',
  counts: { friends: 12 },
};
const noRelation = { status: null, sender: null, blocked: false, blocked_by: null };

/** matchMedia answering `matches` for the 892 px query. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === belowWidthQuery(892) ? narrow : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    })),
  );
}

function renderProfile(routes: [string, () => Response][]) {
  vi.stubGlobal('fetch', vi.fn(fakeApi(routes)));
  return renderWithProviders(<PeopleProfileLayout />, {
    path: '/feed/people-profile/paul/about',
    routePath: '/feed/people-profile/:userId',
    routes: [{ path: 'about', element: <PeopleAboutTab /> }],
    handle,
  });
}

const ok: [string, () => Response][] = [
  ['GET /api/users/get_user_relation/paul/', () => json(noRelation)],
  ['GET /api/users/paul/', () => json(member)],
];

beforeEach(() => {
  saveSession({ access: fakeToken({ user_id: 'me' }), refresh: 'r' });
  vi.mocked(notify).mockClear();
});

describe("another member's profile", () => {
  it('shows name, bio, mutual friends, tabs with the userId and the relation buttons', async () => {
    screenWidth(false);
    renderProfile(ok);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frère Paul Martin' }),
    ).toBeTruthy();
    expect(screen.getByText('3 amis en commun')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Envoyer une invitation' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Sections du profil' });
    const about = [...tabs.querySelectorAll('a')].find((a) => a.textContent === 'À propos');
    expect(about?.getAttribute('href')).toBe('/feed/people-profile/paul/about');
    expect(screen.getAllByText(/14 juillet 1985/).length).toBeGreaterThan(0);
  });

  it('shows the day and month alone when the member hides their birth year, nothing when they hide the date', async () => {
    screenWidth(false);
    renderProfile([
      ['GET /api/users/get_user_relation/paul/', () => json(noRelation)],
      [
        'GET /api/users/paul/',
        () => json({ ...member, birthday: null, birthday_month_day: '07-14' }),
      ],
    ]);
    expect((await screen.findAllByText('14 juillet')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/1985/)).toBeNull();
  });

  it('keeps the side column inline from 892 px', async () => {
    screenWidth(false);
    renderProfile(ok);
    expect(await screen.findByRole('complementary', { name: 'À propos de Paul' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Infos sur Paul' })).toBeNull();
  });

  it('turns the side column into a drawer under 892 px', async () => {
    screenWidth(true);
    renderProfile(ok);
    expect(await screen.findByRole('button', { name: 'Infos sur Paul' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'À propos de Paul' })).toBeNull();
    screen.getByRole('button', { name: 'Infos sur Paul' }).click();
    expect(await screen.findByRole('dialog', { name: 'À propos de Paul' })).toBeTruthy();
  });

  it("reads 'Membre introuvable' for an unknown or blocked member", async () => {
    screenWidth(false);
    renderProfile([
      ['GET /api/users/get_user_relation/paul/', () => json({ error: 'Membre introuvable.' }, 404)],
      ['GET /api/users/paul/', () => json({ error: 'Membre introuvable.' }, 404)],
    ]);
    expect(await screen.findByRole('heading', { name: 'Membre introuvable' })).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it("offers 'Débloquer' on a member I blocked, whose profile is hidden", async () => {
    screenWidth(false);
    renderProfile([
      [
        'GET /api/users/get_user_relation/paul/',
        () => json({ status: null, sender: null, blocked: true, blocked_by: 'me' }),
      ],
      ['GET /api/users/paul/', () => json({ error: 'Membre introuvable.' }, 404)],
    ]);
    expect(await screen.findByRole('heading', { name: 'Membre bloqué' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Débloquer' })).toBeTruthy();
  });

  it('shows an error toast and the error state when the relation cannot load', async () => {
    screenWidth(false);
    renderProfile([
      ['GET /api/users/get_user_relation/paul/', () => json({ error: 'Erreur interne.' }, 500)],
      ['GET /api/users/paul/', () => json(member)],
    ]);
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Erreur interne.', 'error', 3000));
    expect(
      await screen.findByText('Impossible de charger votre relation avec ce membre.'),
    ).toBeTruthy();
  });
});
