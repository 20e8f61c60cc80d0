import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSession, clearSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { userProfile } from '@/test/profile-data';
import { fakeToken } from '@/test/tokens';
import { ProfileCard } from './ProfileCard';
import { loadFeatures } from '../features';

const marie = userProfile({
  email: 'marie@exemple.fr',
  first_name: 'Marie',
  last_name: 'Dupont',
  counts: { publications: 1, friends: 2, invitations: 0 },
});

afterEach(() => clearSession());

// The menus list every feature: the signed-in layout's route loads them before it renders.
beforeAll(() => loadFeatures());

describe('the profile card', () => {
  it('shows its menu and links only once the roles are known, staff entry in place', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    let answerRoles: (roles: string[]) => void = () => undefined;
    const roles = new Promise<string[]>((resolve) => (answerRoles = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          ['GET /profil/', () => json(marie)],
          ['GET /api/roles/me/', async () => json({ roles: await roles })],
        ]),
      ),
    );
    renderWithProviders(<ProfileCard />);
    // The member is known, the roles not yet: neither the menu nor the links, which would move.
    await screen.findByRole('status');
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.queryByRole('list', { name: 'Liens du profil' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu du profil' })).toBeNull();

    answerRoles(['moderator']);
    const menu = await screen.findByRole('navigation', { name: 'Menu du profil' });
    expect(within(menu).getByRole('link', { name: 'Modération' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Marie Dupont' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Liens du profil' })).getByRole('link', {
        name: 'Aide',
      }),
    ).toBeTruthy();
  });
});
