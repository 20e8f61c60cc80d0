import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chat } from '@/features/messaging/messaging.public';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { BirthdaysCard } from './BirthdaysCard';
import { SuggestionsCard } from './SuggestionsCard';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => {
  saveSession({ access: fakeToken({ user_id: 'me' }), refresh: 'r' });
  vi.mocked(notify).mockClear();
});

const member = (id: string, first: string, mutual = 0) => ({
  id,
  titre: '',
  first_name: first,
  last_name: 'Durand',
  bio: '',
  profile_picture: null,
  cover_picture: null,
  status: 'offline' as const,
  mutual_count: mutual,
});

describe('people you may know', () => {
  it('shows five suggestions at most, with friends in common and a link to each profile', async () => {
    const people = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter, index) =>
      member(`u${letter}`, `Membre${letter}`, index),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([['/api/users/?query=suggestion', () => json({ results: people, next: null })]]),
      ),
    );
    renderWithProviders(<SuggestionsCard />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByText('MembreF Durand')).toBeNull();
    expect(screen.getByRole('link', { name: 'MembreB Durand' }).getAttribute('href')).toBe(
      '/feed/people-profile/uB/feed',
    );
    expect(screen.getByText('2 amis en commun')).toBeTruthy();
  });

  it('says why each member is proposed: a group, an event, or the community’s most active', async () => {
    const people = [
      { ...member('u1', 'Anne', 3), reason: { kind: 'mutual' as const, count: 3 } },
      { ...member('u2', 'Bruno', 0), reason: { kind: 'group' as const, name: 'Chorale' } },
      { ...member('u3', 'Claire', 0), reason: { kind: 'event' as const, name: 'Veillée' } },
      { ...member('u4', 'Denis', 0), reason: { kind: 'active' as const } },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([['/api/users/?query=suggestion', () => json({ results: people, next: null })]]),
      ),
    );
    renderWithProviders(<SuggestionsCard />);
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('3 amis en commun'),
      expect.stringContaining('Membre de « Chorale »'),
      expect.stringContaining('Participe aussi à « Veillée »'),
      expect.stringContaining('Membre actif de la communauté'),
    ]);
  });

  it("'Inviter' sends the invitation, says so, and marks the row", async () => {
    const fetchMock = vi.fn(
      fakeApi([
        [
          '/api/users/?query=suggestion',
          () => json({ results: [member('u1', 'Marie', 1)], next: null }),
        ],
        [
          'POST /api/relationship/relationships/',
          () => json({ status: 'PENDING', sender: 'me', blocked: false, blocked_by: null }, 201),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SuggestionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Inviter Marie Durand' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Invitation envoyée avec succès', 'success', 3000),
    );
    const posted = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit)?.method === 'POST',
    );
    expect(JSON.parse(String((posted?.[1] as RequestInit).body))).toEqual({ receiver: 'u1' });
  });

  it('says what to do when there is nobody to suggest', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi([['/api/users/?query=suggestion', () => json({ results: [], next: null })]])),
    );
    renderWithProviders(<SuggestionsCard />);
    expect(
      await screen.findByText(
        'Aucune suggestion pour le moment. Cherchez vos proches dans Mon réseau.',
      ),
    ).toBeTruthy();
  });
});

describe('birthdays', () => {
  const birthday = (id: string, first: string, inDays: number, date: string) => ({
    ...member(id, first),
    next_birthday: date,
    in_days: inDays,
  });

  it("reads today, tomorrow, in N days or the date, and offers 'Souhaiter' on the day", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          [
            '/api/users/birthdays/',
            () =>
              json({
                results: [
                  birthday('b1', 'Anne', 0, '2026-11-22'),
                  birthday('b2', 'Luc', 1, '2026-11-23'),
                  birthday('b3', 'Eve', 4, '2026-11-26'),
                  birthday('b4', 'Noé', 20, '2026-12-12'),
                ],
              }),
          ],
        ]),
      ),
    );
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const openCompose = vi.spyOn(chat, 'openCompose');
    renderWithProviders(<BirthdaysCard />);
    expect(await screen.findByText("Aujourd'hui")).toBeTruthy();
    expect(screen.getByText('Demain')).toBeTruthy();
    expect(screen.getByText('Dans 4 jours')).toBeTruthy();
    expect(screen.getByText('Le 12 décembre')).toBeTruthy();
    expect(screen.getByRole('link', { name: /dans Célébrations$/ }).getAttribute('href')).toBe(
      '/feed/celebration',
    );
    const wishes = screen.getAllByRole('button', { name: /Souhaiter/ });
    expect(wishes).toHaveLength(1);
    fireEvent.click(
      screen.getByRole('button', { name: 'Souhaiter un bon anniversaire à Anne Durand' }),
    );
    await waitFor(() =>
      expect(openCompose).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' })),
    );
  });

  it('says when no birthday is coming', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi([['/api/users/birthdays/', () => json({ results: [] })]])),
    );
    renderWithProviders(<BirthdaysCard />);
    expect(
      await screen.findByText('Aucun anniversaire parmi vos amis dans les 30 prochains jours.'),
    ).toBeTruthy();
  });
});
