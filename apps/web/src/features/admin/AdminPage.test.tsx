import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMember } from '@koinonia/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { AdminPage } from './AdminPage';

afterEach(() => vi.unstubAllGlobals());

const bernadette: AdminMember = {
  id: 'b1',
  email: 'bernadette@exemple.fr',
  titre: '',
  first_name: 'Bernadette',
  last_name: 'Roux',
  status: 'active',
  roles: [],
  joined_at: '2026-11-02T10:00:00.000Z',
  email_verified: false,
};

function serve(roles: string[]) {
  const patches: unknown[] = [];
  const fetchMock = vi.fn(
    fakeApi([
      ['GET /api/roles/me/', () => json({ roles })],
      ['GET /api/admin/members/', () => json({ results: [bernadette], next: null })],
      [
        'PATCH /api/admin/members/b1/',
        (_url, init) => {
          patches.push(JSON.parse(String(init.body)));
          return json({ ...bernadette, roles: ['moderator'] });
        },
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return patches;
}

describe('the admin console', () => {
  it('tells a member who is not an admin that the page is for admins', async () => {
    serve(['editor']);
    renderWithProviders(<AdminPage />, { path: '/admin', routePath: '/admin' });
    expect(
      await screen.findByText('Cette page est réservée aux administrateurs de la communauté.'),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sections de l’administration' })).toBeNull();
  });

  it('asks before granting a role, then sends it', async () => {
    const patches = serve(['admin']);
    renderWithProviders(<AdminPage />, { path: '/admin/members', routePath: '/admin/:tab' });
    const row = (await screen.findByText('bernadette@exemple.fr')).closest('li') as HTMLElement;
    expect(within(row).getByText('Adresse non confirmée')).toBeTruthy();
    fireEvent.click(within(row).getByRole('switch', { name: 'Modérateur' }));
    // Nothing is sent before the confirmation.
    const dialog = await screen.findByRole('dialog');
    expect(patches).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Donner le rôle' }));
    await waitFor(() => expect(patches).toEqual([{ role: 'moderator', held: true }]));
  });
});
