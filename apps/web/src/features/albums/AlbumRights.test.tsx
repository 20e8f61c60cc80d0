import type { AlbumItem, AlbumTag } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publication, REACTION_TYPES } from '@/features/publications/publications.test-data';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { AlbumPage } from './AlbumPage';
import { album, ALBUM_ID, item, JEANNE, MARIE, ME, pageOf, PAUL } from './albums.test-data';

// Image rights in the viewer (docs/adr/0018-albums.md): tags, 'Retirer cette photo', the
// adder's decision; the viewer opened by `?photo=`; the album's ZIP.

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = `/api/albums/${ALBUM_ID}/`;
const itemBase = (n: number) => `${base}items/${item(n).id}/`;

function tag(member: AlbumTag['member'], overrides: Partial<AlbumTag> = {}): AlbumTag {
  return {
    member,
    tagged_by: PAUL.id,
    removal: null,
    removal_note: '',
    created_at: '2026-10-03T10:00:00.000Z',
    ...overrides,
  };
}

type Route = Parameters<typeof fakeApi>[0][number];

function serve(items: AlbumItem[], routes: Route[] = [], shown = album({ count: items.length })) {
  const fetchMock = vi.fn(
    fakeApi([
      ...routes,
      // The picker's search: who may be tagged, by name (the server's rule).
      [
        'GET /taggable/',
        (url) => {
          const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
          const found = [MARIE, JEANNE, PAUL].filter((m) =>
            `${m.first_name} ${m.last_name}`.toLowerCase().includes(search.toLowerCase()),
          );
          return json({ results: found });
        },
      ],
      // The items as the server holds them at the time (a deletion takes one out).
      [`GET ${base}items/`, () => json(pageOf(items))],
      [`GET ${base}`, () => json(shown)],
      ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
      [
        'GET /api/publications/post/',
        (url) =>
          json(
            publication({
              id: /post\/([^/]+)\//.exec(url)?.[1] ?? '',
              type: 'album',
              text: '',
              reactions: { counts: {}, total: 0, mine: null },
            }),
          ),
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = (search = `?photo=${item(1).id}`) =>
  renderWithProviders(<AlbumPage />, {
    path: `/feed/albums/${ALBUM_ID}${search}`,
    routePath: '/feed/albums/:albumId',
  });

const calls = (fetchMock: ReturnType<typeof serve>, method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([called, init]) => String(called).endsWith(url) && (init?.method ?? 'GET') === method,
  );

describe('the viewer opened by ?photo=', () => {
  it('opens on that photo and keeps the address in step as it moves and closes', async () => {
    serve([item(1), item(2), item(3)]);
    const { router } = open(`?photo=${item(2).id}`);
    await screen.findByRole('dialog', { name: 'Photo 2 sur 3' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await screen.findByRole('dialog', { name: 'Photo 3 sur 3' });
    expect(router.state.location.search).toBe(`?photo=${item(3).id}`);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    // A tile opens it again, and the address names it.
    fireEvent.click(
      screen.getByRole('button', { name: 'Ouvrir la photo 1 sur 3 : Description 1' }),
    );
    await screen.findByRole('dialog', { name: 'Photo 1 sur 3' });
    expect(router.state.location.search).toBe(`?photo=${item(1).id}`);
  });
});

describe('the tags on a photo', () => {
  it('lists the tagged members as links, with an × on those I may remove', async () => {
    const fetchMock = serve(
      [item(1, { tags: [tag(JEANNE, { tagged_by: ME }), tag(PAUL)], can_tag: true })],
      [[`DELETE ${itemBase(1)}tags/${JEANNE.id}/`, () => new Response(null, { status: 204 })]],
    );
    open();
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 sur 1' });
    const list = within(viewer).getByRole('list', { name: 'Membres identifiés' });
    expect(within(list).getByRole('link', { name: 'Jeanne Petit' }).getAttribute('href')).toBe(
      `/feed/people-profile/${JEANNE.id}/feed`,
    );
    expect(within(list).getByRole('link', { name: 'Paul Martin' })).toBeTruthy();
    // I tagged Jeanne: I may remove her tag; Paul tagged himself on his photo: not mine.
    expect(
      within(list).queryByRole('button', { name: 'Retirer l’identification de Paul Martin' }),
    ).toBeNull();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Retirer l’identification de Jeanne Petit' }),
    );
    await waitFor(() =>
      expect(within(viewer).queryByRole('link', { name: 'Jeanne Petit' })).toBeNull(),
    );
    expect(calls(fetchMock, 'DELETE', `${itemBase(1)}tags/${JEANNE.id}/`)).toHaveLength(1);
  });

  it("'Identifier un membre' searches who may be tagged, posts the one chosen; a refusal is said beside it", async () => {
    let refuse = true;
    const fetchMock = serve(
      [item(1, { tags: [], can_tag: true })],
      [
        [
          `POST ${itemBase(1)}tags/`,
          () =>
            refuse
              ? json(
                  {
                    error: 'Ce membre ne voit pas cette photo : il ne peut pas y être identifié.',
                    code: 'forbidden',
                  },
                  403,
                )
              : json(item(1, { tags: [tag(JEANNE, { tagged_by: ME })], can_tag: true }), 201),
        ],
      ],
    );
    open();
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 sur 1' });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Identifier un membre' }));
    const search = within(viewer).getByRole('searchbox', { name: 'Rechercher un membre' });
    expect(document.activeElement).toBe(search);
    const select = within(viewer).getByLabelText('Membre à identifier');
    expect(search.getAttribute('aria-describedby')).toBe(
      within(viewer).getByText(
        'Tout membre qui voit cette photo, vous compris : cherchez-le par son nom.',
      ).id,
    );
    // Everyone the server offers, oneself marked, then those whose name holds the search.
    await within(viewer).findByRole('option', { name: 'Frère Paul Martin' });
    expect(
      within(viewer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choisissez un membre…',
      'Sœur Marie Dupont (vous)',
      'Jeanne Petit',
      'Frère Paul Martin',
    ]);
    fireEvent.change(search, { target: { value: 'jean' } });
    await waitFor(() =>
      expect(within(viewer).queryByRole('option', { name: 'Frère Paul Martin' })).toBeNull(),
    );
    within(viewer).getByRole('option', { name: 'Jeanne Petit' });
    const searches = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === `${itemBase(1)}taggable/`)
      .map((url) => url.searchParams.get('search'));
    expect(searches).toEqual(['', 'jean']);
    fireEvent.change(select, { target: { value: JEANNE.id } });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Identifier' }));
    const form = within(viewer).getByRole('form', { name: 'Identifier un membre' });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Ce membre ne voit pas cette photo : il ne peut pas y être identifié.',
    );

    refuse = false;
    fireEvent.click(within(viewer).getByRole('button', { name: 'Identifier' }));
    await within(viewer).findByRole('link', { name: 'Jeanne Petit' });
    const posts = calls(fetchMock, 'POST', `${itemBase(1)}tags/`);
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { user_id: JEANNE.id },
      { user_id: JEANNE.id },
    ]);
    expect(within(viewer).queryByRole('form', { name: 'Identifier un membre' })).toBeNull();
  });
});

describe("'Retirer cette photo'", () => {
  it('a tagged member asks, after a confirmation, and is told the photo waits for a decision', async () => {
    const fetchMock = serve(
      [item(1, { tags: [tag(MARIE)], can_tag: true })],
      [
        [
          `POST ${itemBase(1)}removal/`,
          () => json(item(1, { tags: [tag(MARIE, { removal: 'requested' })], can_tag: true })),
        ],
      ],
    );
    open();
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 sur 1' });
    fireEvent.click(within(viewer).getByRole('button', { name: 'Retirer cette photo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retirer cette photo ?' });
    expect(calls(fetchMock, 'POST', `${itemBase(1)}removal/`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer cette photo' }));
    await within(viewer).findByText(
      'Vous avez demandé le retrait de cette photo : elle reste masquée en attendant la décision de Paul Martin.',
    );
    expect(calls(fetchMock, 'POST', `${itemBase(1)}removal/`)).toHaveLength(1);
    expect(within(viewer).queryByRole('button', { name: 'Retirer cette photo' })).toBeNull();
  });

  it('once kept, the tagged member reads the word of who added it, and may not ask again', async () => {
    serve([
      item(1, {
        tags: [tag(MARIE, { removal: 'kept', removal_note: 'C’est un beau souvenir.' })],
      }),
    ]);
    open();
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 sur 1' });
    await within(viewer).findByText('Paul Martin a décidé de garder cette photo.');
    expect(within(viewer).getByText('Son mot : « C’est un beau souvenir. »')).toBeTruthy();
    expect(within(viewer).queryByRole('button', { name: 'Retirer cette photo' })).toBeNull();
    expect(within(viewer).queryByRole('button', { name: 'Identifier un membre' })).toBeNull();
  });

  it('who added it sees the banner and keeps the photo with a word, or deletes it', async () => {
    const waiting = [tag(JEANNE, { removal: 'requested' })];
    const held = [
      item(1, { added_by: MARIE, tags: waiting, can_tag: true }),
      item(2, { added_by: MARIE, tags: waiting }),
    ];
    const fetchMock = serve(held, [
      [
        `POST ${itemBase(1)}removal/decision/`,
        () =>
          json(
            item(1, {
              added_by: MARIE,
              tags: [tag(JEANNE, { removal: 'kept', removal_note: 'Elle est floue, pardon !' })],
              can_tag: true,
            }),
          ),
      ],
      [
        `POST ${itemBase(2)}removal/decision/`,
        () => {
          held.pop();
          return new Response(null, { status: 204 });
        },
      ],
    ]);
    const { router } = open();
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 sur 2' });
    const banner = within(viewer).getByRole('region', {
      name: 'Un membre identifié demande le retrait de cette photo',
    });
    // No one removes a tag while its removal waits, but the tagged member.
    expect(
      within(viewer).queryByRole('button', { name: 'Retirer l’identification de Jeanne Petit' }),
    ).toBeNull();
    fireEvent.change(
      within(banner).getByLabelText('Un mot au membre qui le demande (facultatif)'),
      {
        target: { value: 'Elle est floue, pardon !' },
      },
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Garder' }));
    await waitFor(() =>
      expect(
        within(viewer).queryByRole('region', {
          name: 'Un membre identifié demande le retrait de cette photo',
        }),
      ).toBeNull(),
    );
    const [keep] = calls(fetchMock, 'POST', `${itemBase(1)}removal/decision/`);
    expect(JSON.parse(String(keep?.[1]?.body))).toEqual({
      decision: 'keep',
      note: 'Elle est floue, pardon !',
    });

    // The second photo: deleted once confirmed; the viewer shows the one left.
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    const second = await screen.findByRole('dialog', { name: 'Photo 2 sur 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la photo ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await screen.findByRole('dialog', { name: 'Photo 1 sur 1' });
    const [remove] = calls(fetchMock, 'POST', `${itemBase(2)}removal/decision/`);
    expect(JSON.parse(String(remove?.[1]?.body))).toEqual({ decision: 'delete', note: '' });
    expect(router.state.location.search).toBe(`?photo=${item(1).id}`);
  });
});

describe("'Télécharger (ZIP)'", () => {
  it('fetches the ZIP with the token and saves it under the album’s title; a refusal is said', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:album');
    URL.revokeObjectURL = vi.fn();
    let refuse = false;
    const fetchMock = serve(
      [item(1)],
      [
        [
          `GET ${base}zip/`,
          () =>
            refuse
              ? json({ error: 'Album introuvable.', code: 'not_found' }, 404)
              : new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } }),
        ],
      ],
    );
    open('');
    const button = await screen.findByRole('button', { name: 'Télécharger (ZIP)' });
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual(['Pèlerinage à Lourdes.zip']));
    const [zip] = calls(fetchMock, 'GET', `${base}zip/`);
    expect(new Headers(zip?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);

    refuse = true;
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Album introuvable.');
  });
});
