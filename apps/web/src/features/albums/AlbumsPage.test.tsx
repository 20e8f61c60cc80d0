import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { AlbumsPage } from './AlbumsPage';
import { album, item, ME, pageOf, SIGNATURE } from './albums.test-data';

beforeEach(() => saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' }));
afterEach(() => vi.unstubAllGlobals());

function serve(byTab: Record<string, unknown[]>) {
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/albums/tagged/', () => json(pageOf(byTab.tagged ?? []))],
      [
        'GET /api/albums/?',
        (url) => {
          const tab = new URL(url, 'http://x').searchParams.get('tab') ?? '';
          return json(pageOf(byTab[tab] ?? []));
        },
      ],
      [
        'POST /api/albums/',
        (_url, init) =>
          json(album({ id: 'new-album', is_owner: true, ...JSON.parse(String(init.body)) }), 201),
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tabsAsked = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('/api/albums/?'))
    .map((url) => new URL(url, 'http://x').searchParams.get('tab'));

const open = (path = '/feed/albums') =>
  renderWithProviders(<AlbumsPage />, {
    path,
    routePath: '/feed/albums',
    routes: [{ path: ':albumId', element: <p>Page de l’album</p> }],
  });

describe('/feed/albums', () => {
  it('shows the three tabs, each asking the API for its own albums, with covers and counts', async () => {
    const fetchMock = serve({
      mine: [album({ title: 'Kermesse', count: 24, likes: 1, comments: 0, is_owner: true })],
      friends: [album({ title: 'Baptême de Lucie', count: 1, likes: 3, comments: 2 })],
    });
    const { router } = open();
    const card = (await screen.findByRole('heading', { name: 'Kermesse' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('24 photos')).toBeTruthy();
    expect(within(card).getByText('1 réaction')).toBeTruthy();
    expect(within(card).getByText('0 commentaire')).toBeTruthy();
    expect(within(card).getByText('il y a 2 heures')).toBeTruthy();
    const cover = within(card).getByRole('img', { name: 'Couverture de l’album « Kermesse »' });
    // The cover's copies are on the same signed address as the cover (docs/adr/0018-albums.md).
    expect(cover.getAttribute('srcset')).toContain(`-320w.webp${SIGNATURE} 320w`);
    expect(within(card).getByRole('link', { name: 'Kermesse' }).getAttribute('href')).toBe(
      `/feed/albums/${album().id}`,
    );

    const tabs = screen.getByRole('navigation', { name: 'Albums' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Mes albums',
      'Albums de mes amis',
      'Albums de mes groupes',
      'Où je suis identifié',
    ]);
    fireEvent.click(within(tabs).getByRole('link', { name: 'Albums de mes amis' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=friends'));
    const friends = (await screen.findByRole('heading', { name: 'Baptême de Lucie' })).closest(
      'article',
    );
    if (!friends) throw new Error('no card');
    expect(within(friends).getByText('1 photo')).toBeTruthy();
    expect(within(friends).getByText('par Paul Martin')).toBeTruthy();
    expect(within(friends).getByText('2 commentaires')).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('link', { name: 'Albums de mes groupes' }));
    await screen.findByText('Aucun album dans vos groupes pour le moment.');
    expect(tabsAsked(fetchMock)).toEqual(['mine', 'friends', 'groups']);
  });

  it("creates an album from the empty 'Mes albums' and opens its page", async () => {
    const fetchMock = serve({});
    const { router } = open();
    await screen.findByText('Vous n’avez pas encore d’album.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Créer un album' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel album' });
    const submit = within(dialog).getByRole('button', { name: 'Créer l’album' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Titre'), { target: { value: 'Camp d’été' } });
    fireEvent.change(within(dialog).getByLabelText('Qui peut voir l’album ?'), {
      target: { value: 'public' },
    });
    fireEvent.click(within(dialog).getByLabelText('Mes amis aussi'));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed/albums/new-album'));
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/albums/') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Camp d’été',
      description: '',
      audience: 'public',
      contributors: 'members',
      group_id: null,
    });
  });

  it("'Où je suis identifié' lists the photos I am tagged on, each opening its album's viewer", async () => {
    const fetchMock = serve({
      tagged: [
        {
          ...item(2, { alt: 'Le groupe devant la grotte' }),
          album: { id: 'a1', title: 'Lourdes' },
        },
        { ...item(3, { alt: '' }), album: { id: 'a2', title: 'Kermesse' } },
      ],
    });
    const { router } = open('/feed/albums?tab=tagged');
    const list = await screen.findByRole('region', { name: 'Les photos où je suis identifié' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/feed/albums/a1?photo=${item(2).id}`,
      `/feed/albums/a2?photo=${item(3).id}`,
    ]);
    expect(
      within(links[0] as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Le groupe devant la grotte');
    expect(
      within(links[1] as HTMLElement)
        .getByRole('img')
        .getAttribute('alt'),
    ).toBe('Photo de l’album « Kermesse »');
    expect(within(links[1] as HTMLElement).getByText('Kermesse')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes('/api/albums/tagged/?limit=40')),
    ).toBe(true);
    expect(tabsAsked(fetchMock)).toEqual([]);
    fireEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed/albums/a1'));
    expect(router.state.location.search).toBe(`?photo=${item(2).id}`);
  });

  it("'Où je suis identifié' says so when no one has tagged me", async () => {
    serve({});
    open('/feed/albums?tab=tagged');
    await screen.findByText('Personne ne vous a encore identifié sur une photo.');
  });
});
