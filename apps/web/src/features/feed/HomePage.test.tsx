import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import {
  MY_PROFILE,
  publication,
  REACTION_TYPES,
} from '@/features/publications/publications.test-data';
import { HomePage } from './HomePage';

function home(path: string) {
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/users/profil/', () => json(MY_PROFILE)],
      ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
      ['GET /api/publications/', () => json({ results: [publication()], next: null })],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<HomePage />, { path });
  return fetchMock;
}

const feedCalls = (fetchMock: ReturnType<typeof home>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => /\/api\/publications\/(\?|$)/.test(url));

describe("the feed's order on /feed/home", () => {
  it("asks for the popular feed with ?sort=popular, and marks 'Populaires'", async () => {
    const fetchMock = home('/feed/home?sort=popular');
    const tab = await screen.findByRole('link', { name: 'Populaires' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Récents' }).getAttribute('href')).toBe(
      '/feed/home?sort=recent',
    );
    await waitFor(() => expect(feedCalls(fetchMock)).toEqual(['/api/publications/?sort=popular']));
  });

  it("asks for the newest first otherwise, and marks 'Récents'", async () => {
    const fetchMock = home('/feed/home?sort=nimporte');
    const tab = await screen.findByRole('link', { name: 'Récents' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(feedCalls(fetchMock)).toEqual(['/api/publications/']));
  });
});
