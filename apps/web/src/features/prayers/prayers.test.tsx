import type { PrayerIntention, PrayerList } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PrayersPage } from './PrayersPage';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

const MARIE = {
  id: 'marie',
  titre: 'Mme',
  first_name: 'Marie',
  last_name: 'Dupont',
  profile_picture: null,
};
const JEAN = { ...MARIE, id: 'jean', titre: 'M.', first_name: 'Jean', last_name: 'Martin' };

function intention(overrides: Partial<PrayerIntention> = {}): PrayerIntention {
  return {
    id: 'i-1',
    text: 'Pour ma mère, opérée jeudi.',
    anonymous: false,
    author: JEAN,
    mine: false,
    audience: 'community',
    group: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ends_at: '2026-11-27T10:00:00.000Z',
    expired: false,
    prayer_count: 2,
    praying: false,
    supports: [],
    thanksgiving: null,
    thanked_at: null,
    ...overrides,
  };
}

function serve(
  list: PrayerList,
  extra: Parameters<typeof fakeApi>[0] = [],
  path = '/priere',
  groups: { id: string; name: string }[] = [],
) {
  const fetchMock = vi.fn(
    fakeApi([
      ...extra,
      ['GET /api/prayers/', () => json(list)],
      ['GET /api/groups/', () => json({ results: groups, next: null })],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<PrayersPage />, { path });
  return fetchMock;
}

const card = async (author: string) =>
  within(await screen.findByRole('article', { name: new RegExp(author) }));
const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, part: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes(part));
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body ?? 'null')) as unknown;
};

describe("'Intentions de prière'", () => {
  it("shows 'Anonyme' for an anonymous author, the count, and prays anonymously", async () => {
    const prayed = intention({
      id: 'i-2',
      anonymous: true,
      author: null,
      prayer_count: 3,
      praying: true,
    });
    const fetchMock = serve(
      { results: [intention({ id: 'i-2', anonymous: true, author: null })] },
      [['POST /api/prayers/i-2/pray/', () => json(prayed)]],
    );
    const found = await card('Anonyme');
    expect(found.getByText('2 personnes prient')).toBeTruthy();
    expect(found.queryByText(/Jean/)).toBeNull();
    fireEvent.click(found.getByLabelText('Prier anonymement'));
    const button = found.getByRole('button', { name: 'Je prie pour cette intention' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await found.findByText('3 personnes prient');
    expect(bodyOf(fetchMock, '/pray/')).toEqual({ anonymous: true });
    expect(
      found
        .getByRole('button', { name: 'Ne plus prier pour cette intention' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows its author who prays, and lets them give thanks', async () => {
    const mine = intention({
      mine: true,
      author: MARIE,
      prayers: [JEAN],
      supports: [
        { id: 's-1', author: JEAN, text: 'Courage !', created_at: '2026-11-21T10:00:00Z' },
      ],
    });
    const thanked = {
      ...mine,
      thanksgiving: 'Elle va bien, merci !',
      thanked_at: '2026-11-22T10:00:00.000Z',
    };
    const fetchMock = serve({ results: [mine] }, [
      ['POST /api/prayers/i-1/thanksgiving/', () => json(thanked)],
    ]);
    const found = await card('Marie Dupont');
    expect(found.getByText('Qui prie : Jean Martin')).toBeTruthy();
    expect(found.getByText('Courage !')).toBeTruthy();
    // Not for oneself: no 'Je prie', no 'Signaler'.
    expect(found.queryByRole('button', { name: /Je prie/ })).toBeNull();
    expect(found.queryByRole('button', { name: 'Signaler cette intention' })).toBeNull();
    fireEvent.click(found.getByRole('button', { name: 'Action de grâce' }));
    fireEvent.change(found.getByLabelText('Votre action de grâce'), {
      target: { value: 'Elle va bien, merci !' },
    });
    fireEvent.click(found.getByRole('button', { name: 'Rendre grâce' }));
    await found.findByText('Action de grâce', { selector: 'p' });
    expect(found.getByText('Elle va bien, merci !', { selector: 'p' })).toBeTruthy();
    expect(bodyOf(fetchMock, '/thanksgiving/')).toEqual({ text: 'Elle va bien, merci !' });
    // Closed: no more renewal nor thanksgiving.
    expect(found.queryByRole('button', { name: 'Renouveler une semaine' })).toBeNull();
    expect(found.queryByLabelText('Votre action de grâce')).toBeNull();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Merci ! Votre action de grâce est publiée.', 'success'),
    );
  });

  it("confides an intention, and says the server's refusal in French", async () => {
    const fetchMock = serve({ results: [] }, [
      [
        'POST /api/prayers/',
        (_url, init) => {
          const body = JSON.parse(String(init.body)) as { text: string };
          return body.text.trim() === ''
            ? json(
                {
                  error: 'Certaines informations sont invalides.',
                  code: 'validation_error',
                  details: { text: "L'intention est obligatoire." },
                },
                400,
              )
            : json(intention({ id: 'new', mine: true, author: MARIE, text: body.text }), 201);
        },
      ],
    ]);
    await screen.findByText('Aucune intention pour le moment : confiez la première.');
    fireEvent.click(screen.getByRole('button', { name: 'Confier une intention' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confier' }));
    expect((await screen.findByRole('alert')).textContent).toBe("L'intention est obligatoire.");
    fireEvent.change(screen.getByLabelText('Votre intention'), {
      target: { value: 'Pour la paix.' },
    });
    fireEvent.click(screen.getByLabelText('Rester anonyme'));
    fireEvent.change(screen.getByLabelText('Date de fin'), { target: { value: '2026-12-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confier' }));
    await screen.findByText('Pour la paix.');
    const calls = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/api/prayers/') && init?.method === 'POST',
    );
    expect(JSON.parse(String(calls.at(-1)?.[1]?.body))).toEqual({
      text: 'Pour la paix.',
      anonymous: true,
      audience: 'community',
      ends_at: new Date('2026-12-10T23:59:59').toISOString(),
    });
  });

  it("shows a group's shared list, where a new intention is shared in that group", async () => {
    const shared = intention({
      id: 'g-1',
      audience: 'group',
      group: { id: 'grp', name: 'Groupe de prière du mardi' },
    });
    const fetchMock = serve(
      { results: [] },
      [['GET /api/prayers/?group_id=grp', () => json({ results: [shared] })]],
      '/priere',
      [{ id: 'grp', name: 'Groupe de prière du mardi' }],
    );
    await screen.findByText('Aucune intention pour le moment : confiez la première.');
    const select = await screen.findByLabelText('Liste partagée');
    await screen.findByRole('option', { name: 'Groupe de prière du mardi' });
    fireEvent.change(select, { target: { value: 'grp' } });
    await screen.findByText('Groupe « Groupe de prière du mardi » · Jusqu’au 27 novembre 2026');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('group_id=grp'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confier une intention' }));
    expect((screen.getByLabelText('Qui peut la lire') as HTMLSelectElement).value).toBe('group');
    expect((screen.getByLabelText('Groupe') as HTMLSelectElement).value).toBe('grp');
  });

  it('turns the daily mail on at the chosen hour, on the own intentions tab', async () => {
    const fetchMock = serve(
      { results: [] },
      [
        ['GET /api/prayers/digest/', () => json({ enabled: false, hour: 8 })],
        [
          'PATCH /api/prayers/digest/',
          (_url, init) => json(JSON.parse(String(init.body)) as object),
        ],
        ['GET /api/prayers/?filter=mine', () => json({ results: [] })],
      ],
      '/priere?vue=mes-intentions',
    );
    await screen.findByText('Vous n’avez confié aucune intention.');
    fireEvent.change(await screen.findByLabelText('Heure d’envoi'), { target: { value: '7' } });
    const puts = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PATCH')
        .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    await waitFor(() => expect(puts()).toEqual([{ enabled: false, hour: 7 }]));
    fireEvent.click(
      screen.getByLabelText(
        'Recevoir chaque jour par e-mail les intentions pour lesquelles je prie',
      ),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Vous recevrez le résumé chaque jour à l’heure choisie.',
        'success',
      ),
    );
    expect(puts().at(-1)).toEqual({ enabled: true, hour: 7 });
  });
});
