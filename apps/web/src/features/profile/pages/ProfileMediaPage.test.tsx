import { userProfile } from '@/test/profile-data';
import type { AlbumPhoto } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publication } from '@/features/publications/publications.test-data';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { ProfileMediaPage } from './ProfileMediaPage';

const me = userProfile({ id: 'me-id', counts: { publications: 1, friends: 0, invitations: 0 } });

const albumPhoto: AlbumPhoto = {
  id: 'item-1',
  album_id: 'album-1',
  album: { id: 'album-1', title: 'Pèlerinage' },
  kind: 'photo',
  url: '/media/c-200x150.webp?e=1&s=x',
  width: 200,
  height: 150,
  caption: 'Au sommet',
  alt: 'Trois pèlerins devant la basilique',
  position: 0,
  added_by: {
    id: 'me-id',
    titre: '',
    first_name: 'Jean',
    last_name: 'Martin',
    profile_picture: null,
  },
  publication_id: 'thread-1',
  likes: 0,
  comments: 0,
  created_at: '2026-11-21T10:00:00Z',
  tags: [],
  can_tag: true,
};

describe("the own profile's 'Médias' tab", () => {
  it("'Médias' shows the photos of the member's publications first, then of albums, each opening the viewer", async () => {
    const withPhoto = publication({
      author: {
        id: 'me-id',
        titre: '',
        first_name: 'Jean',
        last_name: 'Martin',
        profile_picture: null,
      },
      photos: ['/media/a.webp', '/media/b.webp'],
      created_at: '2026-11-20T10:00:00Z',
    });
    const fetchMock = vi.fn(
      fakeApi([
        ['/api/users/profil/', () => json(me)],
        ['/api/users/user_files/', () => json({ profil: [], cover: [] })],
        [
          '/api/publications/?author=me-id&has=photos',
          () => json({ results: [withPhoto], next: null }),
        ],
        ['/api/albums/photos/?member=me-id', () => json({ results: [albumPhoto], next: null })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProfileMediaPage />);
    expect(await screen.findByRole('heading', { name: 'Photos des publications' })).toBeTruthy();
    const open = await screen.findAllByRole('button', {
      name: 'Agrandir : Photo publiée le 20 novembre 2026',
    });
    expect(open).toHaveLength(2);
    fireEvent.click(open[0]!);
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Photo publiée par Jean Martin le 20 novembre 2026' }),
      ).toBeTruthy(),
    );
    // Then the photos they added to albums, with their own text alternative.
    expect(screen.getByRole('heading', { name: 'Photos des albums' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agrandir : Au sommet' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Trois pèlerins devant la basilique' })).toBeTruthy(),
    );
    // The profile and cover pictures stay below.
    expect(screen.getByRole('heading', { name: 'Photos de profil' })).toBeTruthy();
  });
});
