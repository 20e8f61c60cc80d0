import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userProfile } from '@/test/profile-data';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { OwnFeedTab } from './OwnFeedTab';

const me = userProfile({ id: 'me-id', counts: { publications: 1, friends: 0, invitations: 0 } });

describe("the own profile's 'Publications' tab", () => {
  it("'Publications' has the composer, then only the member's own publications", async () => {
    const fetchMock = vi.fn(
      fakeApi([
        ['/api/users/profil/', () => json(me)],
        ['/api/publications/?author=me-id', () => json({ results: [], next: null })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OwnFeedTab />);
    expect(
      await screen.findByText(
        "Vous n'avez encore rien publié. Partagez une nouvelle, une photo ou un témoignage ci-dessus.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeTruthy();
  });
});
