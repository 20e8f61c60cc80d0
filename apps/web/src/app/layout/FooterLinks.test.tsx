import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { userProfile } from '@/test/profile-data';
import { fakeToken } from '@/test/tokens';
import { FooterLinks } from './FooterLinks';
import { ProfileCard } from './ProfileCard';
import { loadFeatures } from '../features';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});
beforeAll(() => loadFeatures());

const targets = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the left column (spec §2: the profile card, then a footer link row)', () => {
  it('shows each link once: the footer leaves out what the card lists', async () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          ['GET /profil/', () => json(userProfile({ first_name: 'Marie', last_name: 'Dupont' }))],
          ['GET /api/roles/me/', () => json({ roles: [] })],
          ['GET /api/instance/', () => json({})],
        ]),
      ),
    );
    renderWithProviders(
      <>
        <ProfileCard />
        <FooterLinks />
      </>,
    );
    const card = targets(await screen.findByRole('list', { name: 'Liens du profil' }));
    const footer = targets(screen.getByRole('navigation', { name: 'Liens du pied de page' }));
    expect(card).toEqual(
      expect.arrayContaining(['/profile/feed', '/settings/account', '/help', '/privacy-terms']),
    );
    expect(footer).toContain('/landing');
    expect(footer.filter((href) => card.includes(href))).toEqual([]);
  });
});
