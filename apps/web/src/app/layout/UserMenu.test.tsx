import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { MY_PROFILE } from '@/features/publications/publications.test-data';
import { loadFeatures } from '../features';
import { UserMenu } from './UserMenu';

// The menu reads the member features' manifests, loaded before it shows (ADR 0023).
beforeAll(() => loadFeatures());

describe("the account menu's further menu", () => {
  it('leads each of its five entries to its page, none disabled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          ['GET /api/users/profil/', () => json(MY_PROFILE)],
          ['GET /api/roles/me/', () => json({ roles: [] })],
        ]),
      ),
    );
    renderWithProviders(<UserMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu du compte' }));
    await screen.findByRole('heading', { name: 'Découvrir' });
    const entries = {
      Populaires: '/feed/home?sort=popular',
      Récents: '/feed/home?sort=recent',
      Abonnements: '/subscriptions',
      'Mes favoris': '/favorites',
      'Liste de souhaits': '/wishlist',
    };
    for (const [name, href] of Object.entries(entries)) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('aria-disabled')).toBeNull();
    }
    expect(screen.queryByText(/bientôt/)).toBeNull();
  });
});
