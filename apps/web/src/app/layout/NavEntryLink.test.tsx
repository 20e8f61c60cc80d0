import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import type { MenuEntry } from '../compose-features';
import { NavEntryLink } from './NavEntryLink';

const entry: MenuEntry = {
  menu: 'profile',
  label: 'moderation',
  to: '/admin/moderation',
  order: 90,
  roles: ['moderator', 'admin'],
  key: 'moderation.moderation',
  labelKey: 'moderationNav.moderation',
  soon: false,
};

function withRoles(roles: string[]) {
  const fetchMock = vi.fn(fakeApi([['GET /api/roles/me/', () => json({ roles })]]));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<NavEntryLink entry={entry} className="nav-link" />);
  return fetchMock;
}

describe('a menu entry for some community roles', () => {
  it('is shown to a moderator', async () => {
    withRoles(['moderator']);
    expect(await screen.findByRole('link')).toHaveProperty('pathname', '/admin/moderation');
  });

  it('is left out for a member without the role', async () => {
    const fetchMock = withRoles(['editor']);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
