import type { MemberProfile, ProfilePreview, Publication } from '@koinonia/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PreviewChoice } from './PreviewChoice';
import { ProfilePreviewPage } from './ProfilePreviewPage';

afterEach(() => vi.unstubAllGlobals());

const odile: MemberProfile = {
  id: 'me',
  titre: '',
  first_name: 'Odile',
  last_name: 'Chantre',
  profile_picture: null,
  cover_picture: null,
  bio: 'Chef de chœur.',
  status: 'offline',
  mutual_count: 0,
  birthday: null,
  birthday_month_day: '06-20',
  email: null,
  town: 'Lyon',
  postcode: '69003',
  date_joined: '2025-09-01T10:00:00.000Z',
  counts: { friends: 2 },
  friends_list_visible: true,
};

const post = (id: string, text: string): Publication => ({
  id,
  author: { id: 'me', titre: '', first_name: 'Odile', last_name: 'Chantre', profile_picture: null },
  type: 'texte',
  text,
  photos: [],
  video: null,
  audience: 'public',
  group: null,
  event: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  reactions: { counts: {}, total: 0, mine: null },
  comments_count: 0,
  first_comments: [],
});

/** The server's previews, one per viewer, as GET /api/users/me/preview/?as= answers them. */
const previews: Record<string, ProfilePreview> = {
  friend: {
    as: 'friend',
    profile: odile,
    publications: [post('p2', 'Pour mes amis'), post('p1', 'Pour tout le monde')],
  },
  member: {
    as: 'member',
    profile: {
      ...odile,
      bio: '',
      town: null,
      postcode: null,
      counts: { friends: 0 },
      friends_list_visible: false,
    },
    publications: [post('p1', 'Pour tout le monde')],
  },
  guest: { as: 'guest', profile: null, publications: [] },
};

function serve() {
  const server = vi.fn(
    fakeApi([
      ['GET /api/users/me/preview/?as=friend', () => json(previews.friend)],
      ['GET /api/users/me/preview/?as=member', () => json(previews.member)],
      ['GET /api/users/me/preview/?as=guest', () => json(previews.guest)],
    ]),
  );
  vi.stubGlobal('fetch', server);
  return server;
}

const asked = (server: ReturnType<typeof serve>) =>
  server.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/preview/'));

describe("'Voir mon profil comme…'", () => {
  it('offers a friend, a member and a visitor from /settings/privacy', () => {
    renderWithProviders(<PreviewChoice />);
    const card = screen.getByRole('region', { name: 'Voir mon profil comme…' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        expect.stringContaining('Voir mon profil comme un ami'),
        '/settings/privacy/preview?as=friend',
      ],
      [
        expect.stringContaining('Voir mon profil comme un membre'),
        '/settings/privacy/preview?as=member',
      ],
      [
        expect.stringContaining('Voir mon profil comme un visiteur'),
        '/settings/privacy/preview?as=guest',
      ],
    ]);
  });

  it('shows what the server answers for a friend, says whose view it is, and how to leave', async () => {
    const server = serve();
    renderWithProviders(<ProfilePreviewPage />, { path: '/settings/privacy/preview?as=friend' });
    expect(
      await screen.findByRole('heading', {
        name: 'Aperçu : vous voyez votre profil comme un ami le voit.',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('Chef de chœur.')).toBeTruthy();
    expect(screen.getByText('69003 Lyon')).toBeTruthy();
    expect(screen.getByText('Pour mes amis')).toBeTruthy();
    expect(screen.getByText('Pour tout le monde')).toBeTruthy();
    expect(screen.getByText(/2 amis/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Quitter l'aperçu" }).getAttribute('href')).toBe(
      '/settings/privacy',
    );
    // Read only: nothing here acts as the member.
    expect(screen.queryByRole('button', { name: /J'aime|Commenter|Modifier/ })).toBeNull();
    expect(asked(server)).toEqual(['/api/users/me/preview/?as=friend']);
  });

  it('switches to a member: only what a member is shown, the friends list hidden', async () => {
    const server = serve();
    renderWithProviders(<ProfilePreviewPage />, { path: '/settings/privacy/preview?as=friend' });
    await screen.findByText('Pour mes amis');
    const views = screen.getByRole('navigation', { name: 'Voir comme' });
    fireEvent.click(within(views).getByRole('link', { name: 'un membre' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Aperçu : vous voyez votre profil comme un membre le voit.',
      }),
    ).toBeTruthy();
    await screen.findByText('Aucune présentation visible.');
    expect(screen.queryByText('Pour mes amis')).toBeNull();
    expect(screen.getByText('Pour tout le monde')).toBeTruthy();
    expect(screen.queryByText('69003 Lyon')).toBeNull();
    expect(screen.getByText(/Liste d'amis masquée/)).toBeTruthy();
    expect(
      within(views).getByRole('link', { name: 'un membre' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(asked(server)).toContain('/api/users/me/preview/?as=member');
  });

  it('tells that a visitor sees no profile', async () => {
    serve();
    renderWithProviders(<ProfilePreviewPage />, { path: '/settings/privacy/preview?as=guest' });
    expect(
      await screen.findByRole('heading', { name: 'Un visiteur ne voit pas votre profil' }),
    ).toBeTruthy();
    expect(screen.queryByText('Odile Chantre')).toBeNull();
  });
});
