import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { MemberEvents } from './MemberEvents';
import { event, pageOf } from './events.test-data';

afterEach(() => vi.unstubAllGlobals());

const MEMBER = '00000000-0000-4000-8000-000000000009';

describe("a profile's events tab", () => {
  it('shows the events to come, then those past, both asked for that member', async () => {
    const fetchMock = vi.fn(
      fakeApi([
        [
          'GET /api/events/?tab=upcoming',
          () => json(pageOf([event({ id: 'a', title: 'Veillée de prière' })])),
        ],
        [
          'GET /api/events/?tab=past',
          () => json(pageOf([event({ id: 'b', title: 'Retraite de l’Avent' })])),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MemberEvents memberId={MEMBER} name="Paul" />);
    expect(await screen.findByText('Veillée de prière')).toBeTruthy();
    expect(await screen.findByText('Retraite de l’Avent')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Événements passés' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.includes('tab=past') && url.includes(`member=${MEMBER}`))).toBe(
      true,
    );
  });
});
