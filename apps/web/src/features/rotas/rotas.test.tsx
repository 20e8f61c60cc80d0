import type { RotaMine, RotaServiceList, RotaSlot } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { MyServicesPage } from './MyServicesPage';
import { ServicesTab } from './ServicesTab';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

const MARIE = {
  id: 'marie',
  titre: 'Mme',
  first_name: 'Marie',
  last_name: 'Dupont',
  profile_picture: null,
};

function slot(overrides: Partial<RotaSlot> = {}): RotaSlot {
  return {
    id: 's-1',
    service: { id: 'v-1', name: 'Lectures' },
    group: { id: 'g-1', name: 'Paroisse Saint-Pierre' },
    date: '2026-12-06',
    time: '11:00',
    starts_at: '2026-12-06T10:00:00.000Z',
    places: 2,
    filled: 1,
    accepted: 0,
    open: false,
    assignees: [{ member: MARIE, status: 'asked' }],
    my_status: 'asked',
    can_take: false,
    ...overrides,
  };
}

describe("'Mes services'", () => {
  it('lists the places awaiting my answer and sends accept; asks a replacement for an accepted one', async () => {
    const mine: RotaMine = {
      pending: [slot()],
      accepted: [slot({ id: 's-2', date: '2026-12-13', my_status: 'accepted' })],
      offered: [],
    };
    const fetchMock = vi.fn(
      fakeApi([
        ['GET /api/services/mine/', () => json(mine)],
        ['GET /api/services/away/', () => json({ results: [] })],
        ['POST /api/services/slots/s-1/answer/', () => json(slot({ my_status: 'accepted' }))],
        [
          'POST /api/services/slots/s-2/replacement/',
          () => json(slot({ id: 's-2', my_status: 'replacement' })),
        ],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MyServicesPage />, { path: '/services' });
    const pending = within(await screen.findByRole('region', { name: 'En attente de ma réponse' }));
    expect(pending.getByText(/dimanche 6 décembre/)).toBeTruthy();
    fireEvent.click(pending.getByRole('button', { name: 'Accepter' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('/api/services/slots/s-1/answer/'),
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ answer: 'accept' }) }),
      ),
    );
    const accepted = within(screen.getByRole('region', { name: 'Mes services acceptés' }));
    fireEvent.click(accepted.getByRole('button', { name: 'Demander un remplacement' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Le groupe est prévenu : la première personne qui accepte prend votre place.',
        'success',
      ),
    );
    expect(screen.getByLabelText('Premier jour')).toBeTruthy();
  });
});

describe("a group's 'Services' tab", () => {
  it("shows a leader the uncovered slots with the message's form, 'Ouvrir aux volontaires' and the new service's form", async () => {
    const list: RotaServiceList = {
      leader: true,
      results: [
        {
          id: 'v-1',
          name: 'Lectures',
          description: '',
          places: 2,
          weekday: 7,
          time: '11:00',
          event: null,
          slots: [slot({ my_status: null, can_take: false })],
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi([
          ['GET /api/groups/g-1/services/uncovered/', () => json({ results: [slot()] })],
          ['GET /api/groups/g-1/services/', () => json(list)],
        ]),
      ),
    );
    renderWithProviders(<ServicesTab groupId="g-1" />);
    const uncovered = within(
      await screen.findByRole('region', { name: 'Créneaux non couverts (4 semaines)' }),
    );
    expect(
      await uncovered.findByLabelText('Message à ceux qui pourraient les prendre'),
    ).toBeTruthy();
    expect(uncovered.getByText('Lectures')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ouvrir aux volontaires' })).toBeTruthy();
    expect(screen.getByLabelText('Nom du service')).toBeTruthy();
  });
});
