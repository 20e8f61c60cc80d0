import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { BlogsPage } from './BlogsPage';
import { article, CATEGORIES, pageOf } from './news.test-data';

afterEach(() => vi.unstubAllGlobals());

function serve(canWrite = false) {
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/blogs/categories/', () => json(CATEGORIES)],
      [
        'GET /api/blogs/?',
        (url) => {
          const category = new URL(url, 'http://x').searchParams.get('category');
          return json(
            pageOf(
              category === 'solidarite'
                ? [
                    article({
                      id: 'a2',
                      title: 'Collecte solidaire',
                      category: 'solidarite',
                      category_label: 'Solidarité',
                      category_variant: 'success',
                    }),
                  ]
                : [article(), article({ id: 'a2', title: 'Collecte solidaire' })],
              canWrite,
            ),
          );
        },
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const listCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/blogs/?'));

const open = (path = '/blogs') => renderWithProviders(<BlogsPage />, { path, routePath: '/blogs' });

describe('/blogs', () => {
  it('puts the chosen category in the address and asks the API for it', async () => {
    const fetchMock = serve();
    const { router } = open();
    await screen.findByRole('heading', { name: 'L’Avent commence' });
    const chips = screen.getByRole('navigation', { name: 'Catégories' });
    expect(within(chips).getByRole('link', { name: 'Toutes' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(await within(chips).findByRole('link', { name: /Solidarité/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?categorie=solidarite'));
    await screen.findByRole('heading', { name: 'Collecte solidaire' });
    expect(screen.queryByRole('heading', { name: 'L’Avent commence' })).toBeNull();
    expect(listCalls(fetchMock).at(-1)).toContain('category=solidarite');
    expect(
      within(chips)
        .getByRole('link', { name: /Solidarité/ })
        .getAttribute('aria-current'),
    ).toBe('page');

    // 'Toutes' takes the filter away again.
    fireEvent.click(within(chips).getByRole('link', { name: 'Toutes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the filter from the address it was opened at, and the search too', async () => {
    const fetchMock = serve();
    open('/blogs?categorie=solidarite&q=collecte');
    await screen.findByRole('heading', { name: 'Collecte solidaire' });
    const asked = new URL(listCalls(fetchMock).at(-1) ?? '', 'http://x').searchParams;
    expect(asked.get('category')).toBe('solidarite');
    expect(asked.get('q')).toBe('collecte');
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher un article' }).value,
    ).toBe('collecte');
  });

  it('puts the words searched in the address', async () => {
    const fetchMock = serve();
    const { router } = open();
    await screen.findByRole('heading', { name: 'L’Avent commence' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher un article' }), {
      target: { value: 'avent' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=avent'), { timeout: 2000 });
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain('q=avent'));
  });

  it("ignores a category that is not one, and shows the editors' button only to editors", async () => {
    const fetchMock = serve(false);
    open('/blogs?categorie=inconnue');
    await screen.findByRole('heading', { name: 'L’Avent commence' });
    expect(listCalls(fetchMock).every((url) => !url.includes('category=inconnue'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Écrire un article' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Flux RSS' }).getAttribute('href')).toBe(
      '/api/blogs/rss.xml',
    );
  });

  it('gives editors the button and the tabs of their drafts and scheduled articles', async () => {
    const fetchMock = serve(true);
    const { router } = open();
    await screen.findByRole('link', { name: 'Écrire un article' });
    fireEvent.click(screen.getByRole('link', { name: 'Brouillons' }));
    await waitFor(() => expect(router.state.location.search).toBe('?etat=brouillons'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain('status=draft'));
  });

  it('shows every card of the page, the grid after its first two once the first screen is shown', async () => {
    const titles = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept'];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          ['GET /api/blogs/categories/', () => json(CATEGORIES)],
          [
            'GET /api/blogs/?',
            () => json(pageOf(titles.map((title, i) => article({ id: `a${i}`, title })))),
          ],
        ]),
      ),
    );
    open();
    for (const title of titles)
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });
});
