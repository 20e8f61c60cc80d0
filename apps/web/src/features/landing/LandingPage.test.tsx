import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/shared/session/session';
import { fakeApi, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { LandingPage } from './LandingPage';

afterEach(() => clearSession());

function render() {
  vi.stubGlobal('fetch', vi.fn(fakeApi([])));
  renderWithProviders(<LandingPage />);
}

describe('the landing page', () => {
  it('asks a guest to sign up or sign in', () => {
    render();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
    expect(within(nav).getByRole('link', { name: 'Créer un compte' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ouvrir mon fil/ })).toBeNull();
  });

  it('greets a signed-in member with the way to their feed, never with sign-in', () => {
    saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' });
    render();
    const ways = screen.getAllByRole('link', { name: /Ouvrir mon fil/ });
    expect(ways.length).toBe(3);
    for (const way of ways) expect(way.getAttribute('href')).toBe('/feed/home');
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Votre communauté vous attend' })).toBeTruthy();
  });
});
