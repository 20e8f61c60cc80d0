import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '@/shared/session/session';
import { NAV_ICONS } from '@/shared/ui/nav-icons';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { loadFeatures } from '../features';
import { navOf } from './app-nav';
import { NavEntryLink } from './NavEntryLink';
import { useNavOf } from './useNavOf';

/** The profile menu as ProfileCard draws it: its entries from `useNavOf`, the one rule. */
function ProfileMenu() {
  const entries = useNavOf('profile');
  return (
    <ul aria-label="menu">
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavEntryLink entry={entry} className="nav-link" />
        </li>
      ))}
    </ul>
  );
}

function withRoles(roles: string[]) {
  const fetchMock = vi.fn(fakeApi([['GET /api/roles/me/', () => json({ roles })]]));
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ProfileMenu />);
  return fetchMock;
}

const staffLinks = () =>
  within(screen.getByRole('list', { name: 'menu' }))
    .queryAllByRole('link')
    .map((link) => (link as HTMLAnchorElement).pathname)
    .filter((path) => path.startsWith('/admin'));

beforeEach(() => saveSession({ access: fakeToken({ user_id: 'u1' }), refresh: 'r' }));
afterEach(() => clearSession());

// The menus list every feature: the signed-in layout's route loads them before it renders.
beforeAll(() => loadFeatures());

describe('the staff entries of the profile menu', () => {
  it('shows the moderation queue to a moderator, not the administration', async () => {
    withRoles(['moderator']);
    await waitFor(() => expect(staffLinks()).toEqual(['/admin/moderation']));
  });

  it('shows both to an admin', async () => {
    withRoles(['admin']);
    await waitFor(() => expect(staffLinks().sort()).toEqual(['/admin', '/admin/moderation']));
  });

  it('shows neither to a member without a staff role', async () => {
    const fetchMock = withRoles(['editor']);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
    expect(staffLinks()).toEqual([]);
  });

  it('gives the two entries distinct icons', async () => {
    const icons = navOf(await loadFeatures(), 'profile')
      .filter((entry) => entry.roles)
      .map((entry) => entry.icon);
    expect(icons).toHaveLength(2);
    expect(new Set(icons).size).toBe(2);
    for (const icon of icons) expect(icon && NAV_ICONS[icon]).toBeTruthy();
  });
});
