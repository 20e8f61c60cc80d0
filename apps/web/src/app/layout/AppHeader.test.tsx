import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { AppHeader } from './AppHeader';
import { loadFeatures } from '../features';

const conversations = {
  results: [{ id: 'c1', unread_count: 3 }],
  next: null,
};
const notifications = {
  results: [],
  next: null,
  unread_count: 2,
};

afterEach(() => vi.unstubAllGlobals());

// The menus list every feature: the signed-in layout's route loads them before it renders.
beforeAll(() => loadFeatures());

describe('the header (ADR 0012)', () => {
  it('asks for no count before the first screen has painted, then shows them', async () => {
    const fetchMock = vi.fn(
      fakeApi([
        ['/api/messaging/conversations/', () => json(conversations)],
        ['/api/notifications/', () => json(notifications)],
        [
          '/api/users/profil/',
          () => json({ id: 'marie-id', first_name: 'Marie', last_name: 'Dupont' }),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    let paint = () => undefined as void;
    function Header() {
      const [painted, setPainted] = useState(false);
      paint = () => setPainted(true);
      return <AppHeader onOpenMenu={() => undefined} menuOpen={false} painted={painted} />;
    }
    renderWithProviders(<Header />);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The account menu's avatar is on the first screen; the counts are not.
    expect(asked()).toEqual(['/api/users/profil/']);

    act(() => paint());
    await waitFor(() =>
      expect(asked()).toEqual([
        '/api/users/profil/',
        '/api/instance/',
        expect.stringContaining('/api/notifications/'),
        expect.stringContaining('/api/messaging/conversations/'),
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 non lues' })).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
  });
});
