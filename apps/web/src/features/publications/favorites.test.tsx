import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { FavoritesPage } from './FavoritesPage';
import { PublicationFeed } from './PublicationFeed';
import { feedUrl } from './publications.urls';
import { ME, MY_PROFILE, publication, REACTION_TYPES } from './publications.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

type Route = Parameters<typeof fakeApi>[0][number];
const common: Route[] = [
  ['GET /api/users/profil/', () => json(MY_PROFILE)],
  ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
];

/** Opens the card's menu and chooses `name` there. */
async function choose(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Options de la publication' }));
  fireEvent.click(await screen.findByRole('button', { name }));
}

describe("'Enregistrer' on a card", () => {
  it('saves it, marks the card and offers to take it back out', async () => {
    const post = publication();
    const fetchMock = vi.fn(
      fakeApi([
        ...common,
        [
          `POST /api/publications/post/${post.id}/saved/`,
          () => new Response(null, { status: 204 }),
        ],
        [
          `DELETE /api/publications/post/${post.id}/saved/`,
          () => new Response(null, { status: 204 }),
        ],
        ['GET /api/publications/', () => json({ results: [post], next: null })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PublicationFeed meId={ME} />);

    await choose('Enregistrer');
    await screen.findByText('Dans mes favoris');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Publication enregistrée dans vos favoris.', 'success'),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          String(url).endsWith(`/api/publications/post/${post.id}/saved/`) &&
          (init as RequestInit).method === 'POST',
      ),
    ).toBe(true);

    await choose('Retirer des favoris');
    await waitFor(() => expect(screen.queryByText('Dans mes favoris')).toBeNull());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Publication retirée de vos favoris.', 'success'),
    );
  });

  it('puts the mark back and says why when the server refuses', async () => {
    const post = publication({ saved: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          ...common,
          [
            `DELETE /api/publications/post/${post.id}/saved/`,
            () => json({ error: 'Service indisponible.', code: 'unavailable' }, 503),
          ],
          ['GET /api/publications/', () => json({ results: [post], next: null })],
        ]),
      ),
    );
    renderWithProviders(<PublicationFeed meId={ME} />);
    await screen.findByText('Dans mes favoris');
    await choose('Retirer des favoris');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Service indisponible.', 'error'));
    expect(screen.getByText('Dans mes favoris')).toBeTruthy();
  });
});

describe("'Mes favoris'", () => {
  it('lists the saved publications from their own address, and says when there are none', async () => {
    const saved = publication({ text: 'Une publication gardée', saved: true });
    let answer = { results: [saved], next: null as string | null };
    const fetchMock = vi.fn(
      fakeApi([...common, ['GET /api/publications/saved/', () => json(answer)]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = renderWithProviders(<FavoritesPage />, { path: '/favorites' });
    await screen.findByRole('heading', { level: 1, name: 'Mes favoris' });
    await screen.findByText('Une publication gardée');
    first.unmount();

    answer = { results: [], next: null };
    renderWithProviders(<FavoritesPage />, { path: '/favorites' });
    await screen.findByText(/Vous n'avez encore rien enregistré/);
  });

  it('pages with the cursor, and the feed asks for the popular order only when chosen', () => {
    expect(feedUrl({ saved: true }, 'abc')).toBe('/api/publications/saved/?cursor=abc');
    expect(feedUrl({ sort: 'popular' }, '')).toBe('/api/publications/?sort=popular');
    expect(feedUrl({ sort: 'recent' }, '')).toBe('/api/publications/');
  });
});
