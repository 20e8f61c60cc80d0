import type { Group } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MY_PROFILE,
  publication,
  REACTION_TYPES,
} from '@/features/publications/publications.test-data';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { GroupPage } from './GroupPage';
import {
  group,
  GROUP_ID,
  groupMember,
  JEANNE,
  page,
  PAGE_ID,
  pageOf,
  PAUL,
} from './groups.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

type Route = Parameters<typeof fakeApi>[0][number];

const inChoir = publication({
  text: 'Répétition jeudi à 20 h',
  audience: 'group',
  group: { id: GROUP_ID, kind: 'GROUP', name: 'Chorale Saint-Jean', logo: null },
});

function serve(shown: Group, routes: Route[] = []) {
  const base = `/api/groups/${shown.id}/`;
  const fetchMock = vi.fn(
    fakeApi([
      ...routes,
      ['GET /api/users/profil/', () => json(MY_PROFILE)],
      ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
      [`GET ${base}publications/`, () => json(pageOf([inChoir]))],
      [`GET ${base}members/`, () => json(pageOf([]))],
      [`GET ${base}`, () => json(shown)],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    body: (init as RequestInit | undefined)?.body
      ? (JSON.parse(String((init as RequestInit).body)) as unknown)
      : undefined,
  }));

function open(id = GROUP_ID, search = '') {
  return renderWithProviders(<GroupPage />, {
    path: `/feed/groups/${id}${search}`,
    routePath: '/feed/groups/:groupId',
  });
}

describe('a group page', () => {
  it("shows the group, its feed with the group's composer, and the short 'À propos'", async () => {
    const fetchMock = serve(
      group({
        my_status: 'MEMBER',
        my_role: 'MEMBER',
        notify_posts: true,
        friends: [PAUL],
        friends_count: 1,
      }),
    );
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chorale Saint-Jean' }),
    ).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Chorale Saint-Jean' });
    expect(within(header).getByText('Public')).toBeTruthy();
    expect(within(header).getByText('12 membres · Ouvert à tous')).toBeTruthy();
    expect(within(header).getByText('Amis membres : Paul Martin')).toBeTruthy();
    // The short 'À propos' beside the feed says what the group is.
    const about = screen.getByRole('complementary', { name: 'À propos' });
    expect(within(about).getByText(/Répétition le jeudi soir/)).toBeTruthy();
    expect(await screen.findByText('Répétition jeudi à 20 h')).toBeTruthy();
    // In a group the composer has no audience to choose: it is the group's.
    const composer = screen.getByRole('form', { name: 'Nouvelle publication' });
    expect(within(composer).getByLabelText('Écrire dans « Chorale Saint-Jean »…')).toBeTruthy();
    expect(within(composer).queryByLabelText('Audience')).toBeNull();
    expect(
      (
        screen.getByRole('switch', {
          name: 'Notifier les nouvelles publications',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Inviter des amis' })).toBeTruthy();
    // No 'Demandes' nor 'Paramètres' for a plain member.
    const tabs = screen.getByRole('navigation', { name: 'Sections du groupe' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Publications', 'Membres', 'Albums', 'Services', 'À propos']);
    expect(
      calls(fetchMock).some((call) => call.url.endsWith(`/api/groups/${GROUP_ID}/publications/`)),
    ).toBe(true);
  });

  it('publishes in the group with its id', async () => {
    let sent: unknown;
    serve(group({ my_status: 'MEMBER', my_role: 'MEMBER' }), [
      [
        'POST /api/publications/',
        (_url, init) => {
          sent = JSON.parse(String(init.body));
          return json(inChoir, 201);
        },
      ],
    ]);
    open();
    const box = await screen.findByLabelText('Écrire dans « Chorale Saint-Jean »…');
    fireEvent.change(box, { target: { value: 'Qui vient jeudi ?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ text: 'Qui vient jeudi ?', group_id: GROUP_ID }),
    );
  });

  it('tells those who run a group hidden by moderation, not its other members', async () => {
    serve(group({ my_status: 'MEMBER', my_role: 'OWNER', moderation_hidden: true }));
    const view = open(GROUP_ID, `?reexamen=case-1&cible=${GROUP_ID}`);
    expect(await screen.findByText('Masqué par la modération')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander un réexamen' })).toBeTruthy();
    view.unmount();
    serve(group({ my_status: 'MEMBER', my_role: 'MEMBER', moderation_hidden: true }));
    open();
    await screen.findByRole('heading', { name: group().name, level: 1 });
    expect(screen.queryByText('Masqué par la modération')).toBeNull();
  });

  it('reads as the not-found page when the group is hidden (404)', async () => {
    serve(group(), [
      [
        `GET /api/groups/${GROUP_ID}/`,
        () => json({ error: 'Groupe introuvable.', code: 'not_found' }, 404),
      ],
    ]);
    open();
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(
      '/feed/home',
    );
  });

  it("shows a private group's way in and its 'À propos' to a non-member, not its feed", async () => {
    const fetchMock = serve(group({ visibility: 'PRIVATE', join_rule: 'REQUEST' }));
    open();
    expect(
      await screen.findByRole('heading', { name: "Vous n'êtes pas membre de ce groupe." }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Demander à rejoindre' }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('heading', { name: 'À propos' })).toBeTruthy();
    expect(calls(fetchMock).some((call) => call.url.includes('/publications/'))).toBe(false);
  });

  it('says the same when the server refuses the feed (403)', async () => {
    serve(group({ my_status: 'MEMBER' }), [
      [
        `GET /api/groups/${GROUP_ID}/publications/`,
        () => json({ error: "Vous n'êtes pas membre de ce groupe.", code: 'forbidden' }, 403),
      ],
    ]);
    open();
    expect(
      await screen.findByRole('heading', { name: "Vous n'êtes pas membre de ce groupe." }),
    ).toBeTruthy();
  });

  it('sends a request with its message, then offers to cancel it', async () => {
    let sent: unknown;
    serve(group({ join_rule: 'REQUEST' }), [
      [
        `POST /api/groups/${GROUP_ID}/join/`,
        (_url, init) => {
          sent = JSON.parse(String(init.body));
          return json(group({ join_rule: 'REQUEST', my_status: 'REQUESTED' }));
        },
      ],
    ]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Demander à rejoindre' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Demander à rejoindre « Chorale Saint-Jean »',
    });
    const box = within(dialog).getByLabelText('Votre message (facultatif)');
    fireEvent.change(box, { target: { value: 'Je chante alto.' } });
    // Shift+Enter makes a new line; Enter sends (shared/form/enter-to-send.ts).
    expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(sent).toBeUndefined();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Demande envoyée')).toBeTruthy();
    expect(sent).toEqual({ message: 'Je chante alto.' });
    expect(screen.getByRole('button', { name: 'Annuler la demande' })).toBeTruthy();
  });

  it('asks before leaving the group', async () => {
    const fetchMock = serve(group({ my_status: 'MEMBER', my_role: 'MEMBER' }), [
      [`POST /api/groups/${GROUP_ID}/leave/`, () => json(group())],
    ]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Membre : gérer mon adhésion' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter le groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter « Chorale Saint-Jean » ?' });
    expect(calls(fetchMock).some((call) => call.url.includes('/leave/'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitter le groupe' }));
    expect(await screen.findByRole('button', { name: 'Rejoindre' })).toBeTruthy();
    expect(calls(fetchMock).filter((call) => call.url.includes('/leave/'))).toHaveLength(1);
  });

  it("shows the moderators' requests with their message; 'Accepter' accepts", async () => {
    const fetchMock = serve(
      group({ my_status: 'MEMBER', my_role: 'MODERATOR', join_rule: 'REQUEST', requests_count: 1 }),
      [
        [
          `GET /api/groups/${GROUP_ID}/members/?status=REQUESTED`,
          () =>
            json(
              pageOf([
                groupMember({ user: JEANNE, status: 'REQUESTED', message: 'Je chante alto.' }),
              ]),
            ),
        ],
        [
          `POST /api/groups/${GROUP_ID}/members/${JEANNE.id}/`,
          () => json(groupMember({ user: JEANNE })),
        ],
      ],
    );
    open(GROUP_ID, '?tab=requests');
    const tab = await screen.findByRole('link', { name: 'Demandes 1 en attente' });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Je chante alto.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter la demande de Jeanne Petit' }));
    await waitFor(() =>
      expect(calls(fetchMock).find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining(`/members/${JEANNE.id}/`),
        body: { action: 'accept' },
      }),
    );
  });

  it("lets an admin change a member's role and asks before a ban", async () => {
    const fetchMock = serve(group({ my_status: 'MEMBER', my_role: 'ADMIN' }), [
      [
        `GET /api/groups/${GROUP_ID}/members/?status=MEMBER`,
        () =>
          json(pageOf([groupMember({ user: PAUL }), groupMember({ user: JEANNE, role: 'OWNER' })])),
      ],
      [`POST /api/groups/${GROUP_ID}/members/`, () => json(groupMember())],
    ]);
    open(GROUP_ID, '?tab=members');
    // An admin acts on lesser roles only: no menu for the owner.
    fireEvent.click(await screen.findByRole('button', { name: 'Gérer Paul Martin' }));
    expect(screen.queryByRole('button', { name: 'Gérer Jeanne Petit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rôle : Propriétaire' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Rôle : Modérateur' }));
    await waitFor(() =>
      expect(
        calls(fetchMock)
          .filter((call) => call.method === 'POST')
          .map((call) => call.body),
      ).toEqual([{ action: 'set_role', role: 'MODERATOR' }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gérer Paul Martin' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bannir du groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bannir Paul Martin du groupe ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bannir du groupe' }));
    await waitFor(() =>
      expect(
        calls(fetchMock)
          .filter((call) => call.method === 'POST')
          .at(-1)?.body,
      ).toEqual({
        action: 'ban',
      }),
    );
  });

  it('shows an archived group read-only: a banner, no composer', async () => {
    serve(group({ my_status: 'MEMBER', my_role: 'MEMBER', archived: true }));
    open();
    expect(
      await screen.findByText(
        'Ce groupe est archivé : on peut encore le lire, mais plus y publier ni le rejoindre.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Répétition jeudi à 20 h')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Nouvelle publication' })).toBeNull();
  });

  it('lets an owner archive the group after confirming, and leads back to the list', async () => {
    const fetchMock = serve(group({ my_status: 'MEMBER', my_role: 'OWNER' }), [
      [`DELETE /api/groups/${GROUP_ID}/`, () => new Response(null, { status: 204 })],
    ]);
    const { router } = open(GROUP_ID, '?tab=settings');
    expect(await screen.findByLabelText('Nom du groupe')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Archiver le groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archiver « Chorale Saint-Jean » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archiver' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed/groups'));
    expect(calls(fetchMock).some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('a community page', () => {
  it("is followed with 'Suivre', and tells its details with an OpenStreetMap link", async () => {
    serve(page(), [
      [
        `POST /api/groups/${PAGE_ID}/join/`,
        () => json(page({ my_status: 'MEMBER', my_role: 'MEMBER' })),
      ],
    ]);
    open(PAGE_ID, '?tab=about');
    expect(await screen.findByText('Page · Paroisse')).toBeTruthy();
    expect(screen.getByText('1 abonné')).toBeTruthy();
    const map = screen.getByRole('link', {
      name: "Voir l'adresse de Paroisse Saint-Pierre sur OpenStreetMap (nouvel onglet)",
    });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=3%20place%20Saint-Pierre%2C%2069001%20Lyon',
    );
    expect(
      screen.getByRole('link', { name: 'accueil@saint-pierre.example' }).getAttribute('href'),
    ).toBe('mailto:accueil@saint-pierre.example');
    expect(screen.getByText(/Laudes en semaine à 8 h/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abonnés' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suivre' }));
    expect(await screen.findByRole('button', { name: 'Ne plus suivre' })).toBeTruthy();
  });

  it('lets only its admins publish as the page', async () => {
    serve(page({ my_status: 'MEMBER', my_role: 'MEMBER' }));
    const view = open(PAGE_ID);
    await screen.findByText('Répétition jeudi à 20 h');
    expect(screen.queryByRole('form', { name: 'Nouvelle publication' })).toBeNull();
    view.unmount();
    serve(page({ my_status: 'MEMBER', my_role: 'ADMIN' }));
    open(PAGE_ID);
    expect(
      await screen.findByLabelText('Publier au nom de « Paroisse Saint-Pierre »…'),
    ).toBeTruthy();
  });
});
