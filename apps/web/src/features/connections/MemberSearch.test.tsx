import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOUCH_QUERY } from '@/shared/dom/touch-device';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { MemberSearch } from './MemberSearch';

afterEach(() => vi.unstubAllGlobals());

function render({ touch }: { touch: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: touch && query === TOUCH_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(fakeApi([['GET /api/users/', () => json({ results: [], next: null })]])),
  );
  renderWithProviders(<MemberSearch />, { path: '/profile/connections' });
  return screen.getByLabelText('Rechercher un membre');
}

describe("'Mon réseau': the member search", () => {
  it('has the cursor on arrival, with a mouse: a newcomer types their friend’s name at once', async () => {
    const field = render({ touch: false });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('leaves it alone on a touch screen (no keyboard over the invitations)', async () => {
    const field = render({ touch: true });
    await new Promise((wait) => setTimeout(wait, 100));
    expect(document.activeElement).not.toBe(field);
  });
});
