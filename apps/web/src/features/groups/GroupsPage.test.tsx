import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { GroupsPage } from './GroupsPage';
import { group, GROUP_ID, pageOf, PAUL } from './groups.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());
afterEach(() => vi.unstubAllGlobals());

type Route = Parameters<typeof fakeApi>[0][number];

const choir = group({
  visibility: 'PRIVATE',
  join_rule: 'REQUEST',
  friends: [PAUL],
  friends_count: 1,
});

function serve(routes: Route[] = [], invitations = 2) {
  const fetchMock = vi.fn(
    fakeApi([
      ...routes,
      ['GET /api/groups/invitations/count/', () => json({ count: invitations })],
      ['GET /api/groups/?', () => json(pageOf([]))],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

function open(path = '/feed/groups') {
  return renderWithProviders(<GroupsPage />, { path, routePath: '/feed/groups' });
}

describe('/feed/groups', () => {
  it("lists my groups first, with each card's badge, count, friends and action", async () => {
    const fetchMock = serve([['GET /api/groups/?query=mine', () => json(pageOf([choir]))]]);
    open();
    const card = await screen.findByRole('article', { name: 'Chorale Saint-Jean' });
    expect(within(card).getByText('Privé')).toBeTruthy();
    expect(within(card).getByText('12 membres · Sur demande')).toBeTruthy();
    expect(within(card).getByText('Amis membres : Paul')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Demander à rejoindre' })).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Chorale Saint-Jean' }).getAttribute('href'),
    ).toBe(`/feed/groups/${GROUP_ID}`);
    expect(screen.getByRole('link', { name: 'Mes groupes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(urls(fetchMock).some((url) => url.includes('query=mine&limit=12'))).toBe(true);
  });

  it("counts the pending invitations on the 'Invitations' tab and opens it", async () => {
    const fetchMock = serve([
      [
        'GET /api/groups/?query=invitations',
        () => json(pageOf([group({ my_status: 'INVITED', name: 'Parcours Alpha' })])),
      ],
    ]);
    const { router } = open();
    const tab = await screen.findByRole('link', { name: 'Invitations 2 en attente' });
    fireEvent.click(tab);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=invitations'));
    const card = await screen.findByRole('article', { name: 'Parcours Alpha' });
    expect(within(card).getByRole('button', { name: "Accepter l'invitation" })).toBeTruthy();
    expect(within(card).getByRole('button', { name: "Refuser l'invitation" })).toBeTruthy();
    expect(urls(fetchMock).some((url) => url.includes('query=invitations'))).toBe(true);
  });

  it('says what to do next when a tab is empty', async () => {
    serve();
    open();
    expect(
      await screen.findByText(
        "Vous n'êtes encore membre d'aucun groupe. Découvrez ceux de votre communauté ou créez le vôtre.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir des groupes' }).getAttribute('href')).toBe(
      '/feed/groups?tab=discover',
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Invitations 2 en attente' }));
    expect(await screen.findByText('Aucune invitation pour le moment')).toBeTruthy();
  });

  it('searches once the member stops typing, and says when nothing matches', async () => {
    const fetchMock = serve();
    open('/feed/groups?tab=discover');
    await screen.findByText('Aucun groupe à découvrir pour le moment : créez le premier !');
    const box = screen.getByRole('searchbox', { name: 'Rechercher un groupe ou une page' });
    fireEvent.change(box, { target: { value: 'egl' } });
    fireEvent.change(box, { target: { value: 'eglise' } });
    expect(
      await screen.findByText('Aucun groupe ne correspond à « eglise ». Essayez un autre mot.'),
    ).toBeTruthy();
    const searches = urls(fetchMock).filter((url) => url.includes('search='));
    expect(searches).toEqual([expect.stringContaining('query=discover&limit=12&search=eglise')]);
  });

  it('shows pages only when asked, and loads more with the cursor', async () => {
    const second = group({ id: 'g2', name: 'Secours catholique', kind: 'PAGE' });
    const fetchMock = serve([
      ['GET /api/groups/?query=mine&limit=12&kind=PAGE&cursor=c2', () => json(pageOf([second]))],
      [
        'GET /api/groups/?query=mine&limit=12&kind=PAGE',
        () => json(pageOf([group({ kind: 'PAGE', name: 'Paroisse Saint-Pierre' })], 'c2')),
      ],
    ]);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Pages' }));
    await screen.findByRole('article', { name: 'Paroisse Saint-Pierre' });
    expect(screen.getByRole('button', { name: 'Pages' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByRole('article', { name: 'Secours catholique' })).toBeTruthy();
    expect(urls(fetchMock).at(-1)).toContain('cursor=c2');
  });

  it("creates a group from 'Créer un groupe' and opens it", async () => {
    let sent: unknown;
    serve([
      [
        'POST /api/groups/',
        (_url, init) => {
          sent = JSON.parse(String(init.body));
          return json(group({ name: 'Groupe de prière du mardi', my_role: 'OWNER' }), 201);
        },
      ],
    ]);
    const { router } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un groupe' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le groupe' }));
    expect(
      await within(dialog).findByText('Le nom doit contenir au moins 2 caractères.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nom du groupe'), {
      target: { value: 'Groupe de prière du mardi' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Privé/ }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Sur demande/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le groupe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/feed/groups/${GROUP_ID}`));
    expect(sent).toMatchObject({
      name: 'Groupe de prière du mardi',
      kind: 'GROUP',
      visibility: 'PRIVATE',
      join_rule: 'REQUEST',
    });
    expect(notify).toHaveBeenCalledWith(
      'Le groupe « Groupe de prière du mardi » est créé.',
      'success',
    );
  });

  it('makes a secret group invitation-only in the form', async () => {
    serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Créer un groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un groupe' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Secret/ }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('radio', { name: /^Sur invitation/ }) as HTMLInputElement)
          .checked,
      ).toBe(true),
    );
    expect(
      (within(dialog).getByRole('radio', { name: /^Ouvert à tous/ }) as HTMLInputElement).disabled,
    ).toBe(true);
  });
});
