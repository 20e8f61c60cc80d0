import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { album, group, GROUP_ID, ME, pageOf } from './albums.test-data';
import { GroupAlbums } from './GroupAlbums';

beforeEach(() => saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' }));
afterEach(() => vi.unstubAllGlobals());

function serve(albums: unknown[]) {
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/albums/?', () => json(pageOf(albums))],
      [
        'POST /api/albums/',
        (_url, init) => json(album({ id: 'group-album', ...JSON.parse(String(init.body)) }), 201),
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = (shown = group()) =>
  renderWithProviders(<GroupAlbums group={shown} />, {
    path: `/feed/groups/${GROUP_ID}?tab=albums`,
    routePath: '/feed/groups/:groupId',
  });

describe("a group's albums", () => {
  it("lists the group's albums, asked for by the group's id, with who made each", async () => {
    const fetchMock = serve([album({ title: 'Concert de Noël', audience: 'group', count: 12 })]);
    open();
    const card = (await screen.findByRole('heading', { name: 'Concert de Noël' })).closest(
      'article',
    );
    if (!card) throw new Error('no card');
    expect(within(card).getByText('12 photos')).toBeTruthy();
    expect(within(card).getByText('par Paul Martin')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`group=${GROUP_ID}`);
    // Not a member: no 'Créer un album'.
    expect(screen.queryByRole('button', { name: 'Créer un album' })).toBeNull();
  });

  it("lets a member create one, for the group's members, who may add photos", async () => {
    const fetchMock = serve([]);
    const { router } = open(group({ my_status: 'MEMBER', my_role: 'MEMBER' }));
    await screen.findByText('Ce groupe n’a pas encore d’album.');
    fireEvent.click(screen.getByRole('button', { name: 'Créer un album' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel album' });
    // A group's album has the group's audience: no audience to choose.
    expect(within(dialog).queryByLabelText('Qui peut voir l’album ?')).toBeNull();
    expect(
      (within(dialog).getByLabelText('Les membres qui voient l’album') as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Titre'), {
      target: { value: 'Répétitions' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer l’album' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed/albums/group-album'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Répétitions',
      description: '',
      contributors: 'members',
      group_id: GROUP_ID,
    });
  });
});
