import type { ParishRequest, ParishRequestList, ParishSchedule } from '@koinonia/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { byDay, dayLabel, timeLabel } from './parish-format';
import { ParishTab } from './ParishTab';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

const GROUP = '11111111-1111-4111-8111-111111111111';
const MARIE = {
  id: 'marie',
  titre: '',
  first_name: 'Marie',
  last_name: 'Dupont',
  profile_picture: null,
};

const SCHEDULE: ParishSchedule = {
  group: { id: GROUP, name: 'Paroisse Saint-Pierre' },
  profile: {
    address: '12 place Saint-Pierre, 69001 Lyon',
    map_url: 'https://www.openstreetmap.org/',
    phone: '04 78 00 00 00',
    email: 'accueil@example.org',
    office_hours: 'Du lundi au samedi, 9 h 30 – 12 h',
    giving_url: 'https://example.org/donner',
  },
  time_zone: 'Europe/Paris',
  times: [],
  exceptions: [],
  occurrences: [
    {
      id: 't1:2026-11-29',
      kind: 'messe',
      label: 'Messe dominicale',
      starts_at: '2026-11-29T09:30:00Z',
      ends_at: '2026-11-29T10:30:00Z',
      date: '2026-11-29',
      time: '10:30',
      place: 'Église Saint-Pierre',
      status: 'moved',
      moved_from: '2026-11-29 11:00',
      note: 'Messe des familles',
    },
    {
      id: 't2:2026-12-01',
      kind: 'messe',
      label: 'Messe en semaine',
      starts_at: '2026-12-01T07:30:00Z',
      ends_at: '2026-12-01T08:00:00Z',
      date: '2026-12-01',
      time: '08:30',
      place: '',
      status: 'cancelled',
      moved_from: null,
      note: 'Journée diocésaine',
    },
  ],
  is_admin: false,
};

function request(overrides: Partial<ParishRequest> = {}): ParishRequest {
  return {
    id: 'r1',
    group_id: GROUP,
    kind: 'intention',
    status: 'recue',
    requester: MARIE,
    person: '',
    date_wished: '2026-12-06',
    intention: 'Pour Bernard',
    offering_paid_outside: true,
    place: '',
    phone: '',
    details: '',
    created_at: '2026-11-27T10:00:00Z',
    updated_at: '2026-11-27T10:00:00Z',
    messages: [],
    messages_count: 0,
    ...overrides,
  };
}

function serve(list: ParishRequestList, extra: Parameters<typeof fakeApi>[0] = []) {
  const fetchMock = vi.fn(
    fakeApi([
      ...extra,
      [`GET /api/groups/${GROUP}/schedule/`, () => json(SCHEDULE)],
      [`GET /api/groups/${GROUP}/requests/`, () => json(list)],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<ParishTab groupId={GROUP} admin={false} />, { path: '/feed/groups/x' });
  return fetchMock;
}

describe("the 'Paroisse' tab", () => {
  it("shows the coming Masses day by day with their exceptions, the office's details and the member's requests", async () => {
    serve({ results: [request()], is_admin: false });
    const schedule = await screen.findByRole('region', { name: 'Horaires des messes' });
    expect(within(schedule).getByText('dimanche 29 novembre')).toBeTruthy();
    expect(within(schedule).getByText('Déplacée')).toBeTruthy();
    expect(within(schedule).getByText('au lieu du dimanche 29 novembre 11 h')).toBeTruthy();
    expect(within(schedule).getByText('Annulée')).toBeTruthy();
    expect(within(schedule).getByRole('link', { name: 'Ajouter à mon agenda (ICS)' })).toBeTruthy();
    const office = screen.getByRole('region', { name: 'Accueil paroissial' });
    expect(
      within(office)
        .getByRole('link', { name: /Faire un don à la paroisse/ })
        .getAttribute('href'),
    ).toBe('https://example.org/donner');
    const mine = await screen.findByRole('region', { name: 'Mes demandes' });
    expect(within(mine).getByText('Reçue')).toBeTruthy();
    // Not an admin: no editor.
    expect(screen.queryByRole('button', { name: 'Modifier la paroisse' })).toBeNull();
  });

  it("shows two weeks first, then four more at each 'Voir les semaines suivantes'", async () => {
    const fetchMock = serve({ results: [], is_admin: false });
    await screen.findByText('Les 2 prochaines semaines');
    fireEvent.click(screen.getByRole('button', { name: 'Voir les semaines suivantes' }));
    await screen.findByText('Les 6 prochaines semaines');
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/schedule/'));
    expect(asked.map((url) => url.slice(url.indexOf('?')))).toEqual(['?weeks=2', '?weeks=6']);
  });

  it('sends a Mass intention with its date, text and offering paid outside', async () => {
    const fetchMock = serve({ results: [], is_admin: false }, [
      [`POST /api/groups/${GROUP}/requests/`, () => json(request(), 201)],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Faire une demande' }));
    fireEvent.change(screen.getByLabelText('Date souhaitée'), { target: { value: '2026-12-06' } });
    fireEvent.change(screen.getByLabelText('Intention'), { target: { value: 'Pour Bernard' } });
    fireEvent.click(screen.getByLabelText("Offrande réglée à part (à l'accueil ou par chèque)"));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Votre demande est envoyée à la paroisse.', 'success'),
    );
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/requests/') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      kind: 'intention',
      date_wished: '2026-12-06',
      intention: 'Pour Bernard',
      offering_paid_outside: true,
      details: '',
    });
  });

  it('shows a refused form its French sentence', async () => {
    serve({ results: [], is_admin: false }, [
      [
        `POST /api/groups/${GROUP}/requests/`,
        () =>
          json(
            {
              error: 'Certaines informations sont invalides.',
              code: 'validation_error',
              details: { intention: "L'intention est obligatoire." },
            },
            400,
          ),
      ],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Faire une demande' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect((await screen.findByRole('alert')).textContent).toBe("L'intention est obligatoire.");
  });
});

describe('the parish helpers', () => {
  it('write days and times as French does, and group occurrences by day', () => {
    expect(dayLabel('2026-11-01')).toBe('dimanche 1er novembre');
    expect(timeLabel('09:00')).toBe('9 h');
    expect(timeLabel('18:30')).toBe('18 h 30');
    expect(
      byDay([{ date: 'a' }, { date: 'a' }, { date: 'b' }]).map(([d, l]) => [d, l.length]),
    ).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
