import { searchHit, type SearchResults } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { HeaderSearch } from './HeaderSearch';
import { SearchPage } from './SearchPage';

afterEach(() => vi.unstubAllGlobals());

const HELENE = searchHit({
  kind: 'members',
  id: 'helene-id',
  title: 'Hélène Lefèvre',
  mutual_count: 2,
});
const CHORALE = searchHit({
  kind: 'groups',
  id: 'chorale-id',
  title: 'Chorale Saint-Jean',
  member_count: 1,
});
const VEILLEE = searchHit({
  kind: 'events',
  id: 'veillee-id',
  title: 'Veillée de prière',
  starts_at: '2026-12-05T19:30:00.000Z',
  time_zone: 'Europe/Paris',
  location: 'Église Saint-Pierre',
  cancelled: false,
});

const ANSWER: SearchResults = {
  sections: [
    { kind: 'members', results: [HELENE], next: null },
    { kind: 'groups', results: [CHORALE], next: null },
    { kind: 'pages', results: [], next: null },
    { kind: 'events', results: [VEILLEE], next: null },
    { kind: 'articles', results: [], next: null },
    { kind: 'help', results: [], next: null },
  ],
};
const NOTHING: SearchResults = {
  sections: ANSWER.sections.map((section) => ({ ...section, results: [] })),
};

function serve(answer: (url: string) => SearchResults = () => ANSWER) {
  const fetchMock = vi.fn(fakeApi([['GET /api/search/', (url) => json(answer(url))]]));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const field = () => screen.getByRole('combobox', { name: 'Rechercher' });

describe('the header search', () => {
  it('shows the hits by kind with their context, as a combobox and its listbox', async () => {
    const fetchMock = serve();
    renderWithProviders(<HeaderSearch />);
    fireEvent.change(field(), { target: { value: 'helene' } });
    const listbox = await screen.findByRole('listbox', { name: 'Résultats de la recherche' });
    const members = await within(listbox).findByRole('group', { name: 'Membres' });
    expect(within(members).getByRole('option').textContent).toContain('Hélène Lefèvre');
    expect(within(members).getByText('2 amis en commun')).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Groupes' }).textContent).toContain(
      '1 membre',
    );
    expect(
      within(listbox).getByText('sam. 5 déc. 2026, 20 h 30 · Église Saint-Pierre'),
    ).toBeTruthy();
    expect(within(listbox).queryByRole('group', { name: 'Pages' })).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/search/?q=helene');
  });

  it('moves through the choices with the arrows and opens one with Enter', async () => {
    serve();
    const { router } = renderWithProviders(<HeaderSearch />);
    fireEvent.change(field(), { target: { value: 'helene' } });
    await screen.findByText('Hélène Lefèvre');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    const first = screen.getAllByRole('option')[0]!;
    expect(field().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field().getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/feed/people-profile/helene-id/feed');
  });

  it('opens the results page with Enter when no choice is made', async () => {
    serve();
    const { router } = renderWithProviders(<HeaderSearch />);
    fireEvent.change(field(), { target: { value: 'chorale' } });
    await screen.findByText('Voir tous les résultats pour « chorale »');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/search?q=chorale',
    );
  });

  it('closes with Escape and says when nothing is found', async () => {
    serve(() => NOTHING);
    renderWithProviders(<HeaderSearch />);
    fireEvent.change(field(), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun résultat pour « zzz ».')).toBeTruthy();
    fireEvent.keyDown(field(), { key: 'Escape' });
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it("is reached with '/' or Ctrl+K, but not while typing in another field", () => {
    serve();
    renderWithProviders(
      <>
        <input aria-label="Message" />
        <HeaderSearch />
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Message' });
    message.focus();
    fireEvent.keyDown(message, { key: '/' });
    fireEvent.keyDown(message, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(message);
    message.blur();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(field());
    field().blur();
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(field());
  });
});

describe('/search', () => {
  it('shows every kind found, and a kind on its tab a page at a time', async () => {
    const fetchMock = serve((url) => {
      if (!url.includes('kind=members')) {
        return {
          sections: ANSWER.sections.map((s) =>
            s.kind === 'members' ? { ...s, next: 'suite' } : s,
          ),
        };
      }
      return url.includes('cursor=suite')
        ? {
            sections: [
              {
                kind: 'members',
                results: [searchHit({ kind: 'members', id: 'h2', title: 'Helena Moreau' })],
                next: null,
              },
            ],
          }
        : { sections: [{ kind: 'members', results: [HELENE], next: 'suite' }] };
    });
    const { router } = renderWithProviders(<SearchPage />, { path: '/search?q=hel' });
    const members = await screen.findByRole('region', { name: 'Membres' });
    expect(
      within(members)
        .getByRole('link', { name: /Hélène Lefèvre/ })
        .getAttribute('href'),
    ).toBe('/feed/people-profile/helene-id/feed');
    expect(screen.getByRole('region', { name: 'Événements' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Types de résultats' });
    expect(within(tabs).getByRole('link', { name: 'Tout' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(members).getByRole('link', { name: 'Voir plus' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=hel&kind=members'));
    fireEvent.click(await screen.findByRole('button', { name: 'Afficher plus de résultats' }));
    expect(await screen.findByText('Helena Moreau')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('kind=members&cursor=suite'),
    );
  });
});
