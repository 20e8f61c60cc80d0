import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { group } from '@/features/groups/groups.test-data';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { EventFormPage } from './EventFormPage';
import { event, EVENT_ID, ME, pageOf } from './events.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => {
  vi.mocked(notify).mockClear();
  saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' });
});
afterEach(() => vi.unstubAllGlobals());

type Route = Parameters<typeof fakeApi>[0][number];

function serve(routes: Route[] = []) {
  const fetchMock = vi.fn(
    fakeApi([
      ...routes,
      ['GET /api/users/?query=friend', () => json(pageOf([]))],
      ['GET /api/groups/?query=mine', () => json(pageOf([group({ my_status: 'MEMBER' })]))],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodies = (fetchMock: ReturnType<typeof serve>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

function open(path = '/event') {
  return renderWithProviders(<EventFormPage />, { path });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('/event', () => {
  it('creates an event with its times in Paris, and opens it', async () => {
    const fetchMock = serve([
      ['POST /api/events/', () => json(event({ is_organiser: true }), 201)],
    ]);
    const { router } = open();
    await screen.findByRole('heading', { level: 1, name: 'Créer un événement' });
    type('Titre *', 'Veillée de Noël');
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'concert' } });
    type('Date de début *', '2037-12-12');
    type('Heure de début *', '20:30');
    type('Heure de fin *', '22:00');
    // A start moved past the end takes the end's day along.
    await waitFor(() => expect(field('Date de fin *').value).toBe('2037-12-12'));
    type('Adresse *', '3 place Saint-Pierre, 69001 Lyon');
    type('Nombre de places', '50');
    type('Accompagnants par personne', '2');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/feed/events/${EVENT_ID}`));
    expect(bodies(fetchMock, 'POST')).toEqual([
      expect.objectContaining({
        title: 'Veillée de Noël',
        category: 'concert',
        starts_at: '2037-12-12T19:30:00.000Z',
        ends_at: '2037-12-12T21:00:00.000Z',
        time_zone: 'Europe/Paris',
        is_online: false,
        location: '3 place Saint-Pierre, 69001 Lyon',
        audience: 'public',
        capacity: 50,
        max_guests: 2,
        status: 'confirmed',
      }),
    ]);
    expect(notify).toHaveBeenCalledWith("L'événement « Veillée de Noël » est créé.", 'success');
  });

  it('checks the form in French before sending, and shows the server’s field errors', async () => {
    const fetchMock = serve([
      [
        'POST /api/events/',
        () =>
          json(
            {
              error: 'Certains champs sont invalides.',
              code: 'validation_error',
              details: { online_url: 'Ce lien ne répond pas.' },
            },
            400,
          ),
      ],
    ]);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Créer un événement' });
    type('Heure de fin *', '19:00');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByText(/^Le titre/)).toBeTruthy();
    expect(screen.getByText('La fin doit venir après le début.')).toBeTruthy();
    expect(screen.getByText("Indiquez l'adresse.")).toBeTruthy();
    expect(bodies(fetchMock, 'POST')).toEqual([]);

    type('Titre *', 'Lecture de la Bible');
    type('Heure de fin *', '21:30');
    fireEvent.click(screen.getByText('En ligne'));
    type('Lien de la réunion *', 'http://visio.example/abc');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(
      await screen.findByText('Le lien de la réunion doit commencer par https://.'),
    ).toBeTruthy();
    type('Lien de la réunion *', 'https://visio.example/abc');
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByText('Ce lien ne répond pas.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Certains champs sont invalides.');
    expect(bodies(fetchMock, 'POST')[0]).toMatchObject({
      is_online: true,
      location: '',
      online_url: 'https://visio.example/abc',
    });
  });

  it("offers the member's groups for a group's event", async () => {
    const fetchMock = serve([['POST /api/events/', () => json(event({ audience: 'group' }), 201)]]);
    open();
    await screen.findByRole('heading', { level: 1, name: 'Créer un événement' });
    type('Titre *', 'Répétition de la chorale');
    type('Adresse *', 'Église Saint-Jean');
    fireEvent.click(screen.getByRole('radio', { name: 'Un groupe' }));
    const select = await screen.findByLabelText('Groupe');
    await within(select).findByRole('option', { name: 'Chorale Saint-Jean' });
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByText('Choisissez le groupe.')).toBeTruthy();
    fireEvent.change(select, { target: { value: group().id } });
    fireEvent.click(screen.getByRole('button', { name: "Créer l'événement" }));
    await waitFor(() =>
      expect(bodies(fetchMock, 'POST')[0]).toMatchObject({
        audience: 'group',
        group_id: group().id,
      }),
    );
  });

  it('edits an event: its values in its zone, and only what changed is sent', async () => {
    const fetchMock = serve([
      [`PATCH /api/events/${EVENT_ID}/`, () => json(event({ title: 'Veillée de l’Avent' }))],
      [`GET /api/events/${EVENT_ID}/`, () => json(event({ is_organiser: true }))],
    ]);
    const { router } = open(`/event?id=${EVENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: "Modifier l'événement" });
    expect(field('Titre *').value).toBe('Veillée de Noël');
    expect(field('Date de début *').value).toBe('2037-12-12');
    expect(field('Heure de début *').value).toBe('20:30');
    expect(field('Nombre de places').value).toBe('50');
    type('Titre *', 'Veillée de l’Avent');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/feed/events/${EVENT_ID}`));
    expect(bodies(fetchMock, 'PATCH')).toEqual([{ title: 'Veillée de l’Avent' }]);
  });

  it('tells a member who does not organise the event that they cannot edit it', async () => {
    serve([[`GET /api/events/${EVENT_ID}/`, () => json(event())]]);
    open(`/event?id=${EVENT_ID}`);
    expect(
      await screen.findByText('Seuls les organisateurs peuvent modifier cet événement.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});
