import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { Brand } from './Brand';

const profile = (name: string) => ({
  name,
  description: '',
  logo: null,
  sign_up_mode: 'open',
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

// In this order: the profile, once read, is kept for the page's life (community-profile.ts).
describe('the brand in the headers', () => {
  it('shows the app’s name while the community’s is unknown', async () => {
    const fetchMock = vi.fn(fakeApi([]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Brand to="/feed/home" />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Koinonia' })).toBeTruthy();
  });

  it('shows the name last read on this device while the page cannot read it', () => {
    localStorage.setItem('koinonia-community-name', 'Paroisse Sainte-Anne');
    vi.stubGlobal('fetch', vi.fn(fakeApi([])));
    renderWithProviders(<Brand to="/feed/home" />);
    expect(screen.getByRole('link', { name: 'Paroisse Sainte-Anne' })).toBeTruthy();
  });

  it('shows the name an admin gave the community, and keeps it for the next page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi([['/api/instance/', () => json(profile('Paroisse Saint-Jean'))]])),
    );
    renderWithProviders(<Brand to="/feed/home" />);
    expect(await screen.findByRole('link', { name: 'Paroisse Saint-Jean' })).toBeTruthy();
    expect(localStorage.getItem('koinonia-community-name')).toBe('Paroisse Saint-Jean');
  });
});
