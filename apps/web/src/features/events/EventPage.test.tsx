import type { Event } from '@koinonia/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { EventPage } from './EventPage';
import { event, EVENT_ID, JEANNE, ME, pageOf, participant, PAUL } from './events.test-data';
import { eventsKeys } from './events.queries';
import { publication } from '@/features/publications/publications.test-data';
import { refreshEvents } from './events.notifications';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => {
  vi.mocked(notify).mockClear();
  saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' });
});
afterEach(() => vi.unstubAllGlobals());

type Route = Parameters<typeof fakeApi>[0][number];
const base = `/api/events/${EVENT_ID}/`;

function serve(shown: Event, routes: Route[] = []) {
  const fetchMock = vi.fn(
    fakeApi([
      ...routes,
      [`GET ${base}participants/`, () => json(pageOf([participant()]))],
      [`GET ${base}publications/`, () => json({ results: [], next: null })],
      [`GET ${base}`, () => json(shown)],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof serve>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && (init as RequestInit)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

function open(search = '') {
  return renderWithProviders(<EventPage />, {
    path: `/feed/events/${EVENT_ID}${search}`,
    routePath: '/feed/events/:eventId',
  });
}

describe("an event's page", () => {
  it('shows the date in French, the place with its map link, the counts and who goes', async () => {
    serve(event({ friends_going: [PAUL], friends_going_count: 1, waiting_count: 2 }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Veillée de Noël' })).toBeTruthy();
    expect(screen.getByText('samedi 12 décembre 2037, 20 h 30 – 22 h 00')).toBeTruthy();
    const map = screen.getByRole('link', { name: /Voir sur la carte/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=3%20place%20Saint-Pierre%2C%2069001%20Lyon',
    );
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(
      screen.getByText("12 participants · 3 intéressés · 2 en liste d'attente", { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('Paul Martin y va')).toBeTruthy();
    const people = screen.getByRole('region', { name: 'Participants' });
    expect(await within(people).findByRole('link', { name: 'Jeanne Petit' })).toBeTruthy();
    // Not an organiser: neither the other lists nor the export.
    expect(within(people).queryByRole('button', { name: "Liste d'attente" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exporter (CSV)' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
    expect(screen.getByRole('region', { name: /Discussion/ })).toBeTruthy();
  });

  it('holds the discussion: its publications, and a composer that writes in the event', async () => {
    const fetchMock = serve(event(), [
      [
        `GET ${base}publications/`,
        () =>
          json({
            results: [
              publication({
                text: 'Qui vient en covoiturage depuis Villeurbanne ?',
                audience: 'event',
                event: { id: EVENT_ID, title: 'Veillée' },
              }),
            ],
            next: null,
          }),
      ],
      ['POST /api/publications/', () => json(publication({ audience: 'event' }), 201)],
    ]);
    open();
    const discussion = await screen.findByRole('region', { name: /Discussion/ });
    expect(
      await within(discussion).findByText('Qui vient en covoiturage depuis Villeurbanne ?'),
    ).toBeTruthy();
    const box = within(discussion).getByRole('textbox', { name: 'Écrire aux participants…' });
    fireEvent.change(box, { target: { value: 'Moi, deux places.' } });
    fireEvent.click(within(discussion).getByRole('button', { name: 'Publier' }));
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', '/api/publications/')).toEqual([
        expect.objectContaining({ text: 'Moi, deux places.', event_id: EVENT_ID }),
      ]),
    );
    // No audience to choose: the event's is the audience.
    expect(
      within(discussion).queryByRole('combobox', { name: /Audience|Qui peut voir/ }),
    ).toBeNull();
  });

  it("answers 'Je participe' and says the rank when the event is full", async () => {
    const shown = event({ capacity: 12, going_count: 12, waiting_count: 1 });
    const fetchMock = serve(shown, [
      [
        `POST ${base}rsvp/`,
        () => {
          // The server's side: the event's next read says so too.
          Object.assign(shown, { my_answer: 'waiting', waiting_rank: 2, waiting_count: 2 });
          return json({ answer: 'waiting', guests: 0, waiting_rank: 2 });
        },
      ],
    ]);
    open();
    expect(
      await screen.findByText("Complet : « Je participe » vous inscrit sur la liste d'attente."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Je participe' }));
    expect(
      await screen.findByText("L'événement est complet : vous êtes 2ᵉ sur la liste d'attente."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Je participe' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(sent(fetchMock, 'POST', 'rsvp/')).toEqual([{ answer: 'going', guests: 0 }]);
  });

  it('sends the guests with the answer, and a new number at once once going', async () => {
    const shown = event({ max_guests: 2 });
    const fetchMock = serve(shown, [
      [
        `POST ${base}rsvp/`,
        (_url, init) => {
          const body = JSON.parse(String(init.body)) as { guests: number };
          Object.assign(shown, { my_answer: 'going', my_guests: body.guests });
          return json({ answer: 'going', guests: body.guests, waiting_rank: null });
        },
      ],
    ]);
    open();
    const more = await screen.findByRole('button', { name: 'Un accompagnant de plus' });
    expect(screen.getByText("Jusqu'à 2 personnes avec vous.")).toBeTruthy();
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('button', { name: 'Je participe' }));
    expect(await screen.findByText('Vous participez, avec 1 accompagnant.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Un accompagnant de plus' }));
    expect(await screen.findByText('Vous participez, avec 2 accompagnants.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Un accompagnant de plus' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(sent(fetchMock, 'POST', 'rsvp/')).toEqual([
      { answer: 'going', guests: 1 },
      { answer: 'going', guests: 2 },
    ]);
  });

  it('shows the pending approval, and a refusal from the server in a toast', async () => {
    serve(event({ my_answer: 'pending', requires_approval: true }), [
      [
        `POST ${base}rsvp/`,
        () => json({ error: 'Cet événement a été annulé.', code: 'event_cancelled' }, 409),
      ],
    ]);
    open();
    expect(
      await screen.findByText("Votre demande attend l'accord des organisateurs."),
    ).toBeTruthy();
    expect(
      screen.getByText('Les participations sont confirmées par les organisateurs.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Intéressé(e)' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Cet événement a été annulé.', 'error'),
    );
  });

  it('shows a cancelled event with its message and without the answer buttons', async () => {
    serve(
      event({
        status: 'cancelled',
        cancel_message: 'La salle est inondée.',
        my_answer: 'going',
      }),
    );
    open();
    expect(await screen.findByText('Cet événement a été annulé.')).toBeTruthy();
    expect(screen.getByText('Message des organisateurs : La salle est inondée.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Je participe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter à mon agenda' })).toBeNull();
  });

  it('lets an organiser cancel with a message, approve an answer and see every list', async () => {
    const fetchMock = serve(event({ is_organiser: true, organisers: [PAUL] }), [
      [
        `GET ${base}participants/?answer=pending`,
        () => json(pageOf([participant({ user: JEANNE, answer: 'pending', guests: 1 })])),
      ],
      [`POST ${base}participants/${JEANNE.id}/`, () => json({})],
      [
        `POST ${base}cancel/`,
        () => json(event({ is_organiser: true, status: 'cancelled', cancel_message: 'Grippe.' })),
      ],
    ]);
    open();
    expect((await screen.findByRole('link', { name: 'Modifier' })).getAttribute('href')).toBe(
      `/event?id=${EVENT_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeTruthy();

    const people = screen.getByRole('region', { name: 'Participants' });
    fireEvent.click(within(people).getByRole('button', { name: 'À confirmer' }));
    expect(await within(people).findByText('+1 accompagnant')).toBeTruthy();
    fireEvent.click(
      within(people).getByRole('button', { name: 'Accepter la participation de Jeanne Petit' }),
    );
    await waitFor(() =>
      expect(sent(fetchMock, 'POST', `participants/${JEANNE.id}/`)).toEqual([
        { action: 'approve' },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: "Annuler l'événement" }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler « Veillée de Noël » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: "Annuler l'événement" }));
    expect(
      await within(dialog).findByText('Dites en un mot pourquoi l’événement est annulé.'),
    ).toBeTruthy();
    expect(sent(fetchMock, 'POST', 'cancel/')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Votre message aux participants'), {
      target: { value: 'Grippe.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: "Annuler l'événement" }));
    expect(await screen.findByText('Message des organisateurs : Grippe.')).toBeTruthy();
    expect(sent(fetchMock, 'POST', 'cancel/')).toEqual([{ message: 'Grippe.' }]);
  });

  it('tells its organisers it is hidden by moderation, with the review its notification offers', async () => {
    serve(event({ is_organiser: true, organisers: [PAUL], moderation_hidden: true }));
    open(`?reexamen=case-1&cible=${EVENT_ID}`);
    expect(await screen.findByText('Masqué par la modération')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander un réexamen' })).toBeTruthy();
  });

  it('says nothing of moderation on an event shown to all', async () => {
    serve(event({ is_organiser: true, organisers: [PAUL] }));
    open();
    await screen.findByRole('heading', { name: event().title });
    expect(screen.queryByText('Masqué par la modération')).toBeNull();
  });

  it('reads as not found when the event is hidden from the member', async () => {
    serve(event(), [[`GET ${base}`, () => json({ error: 'Événement introuvable.' }, 404)]]);
    open();
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });

  it('reloads the event a notification is about (a member promoted sees it at once)', async () => {
    const queryClient = new QueryClient();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    await refreshEvents(
      {
        id: 'n1',
        notification_type: 'EVENT_PROMOTED',
        message: 'Une place s’est libérée',
        more: { id: EVENT_ID },
        is_read: false,
        created_at: '2037-11-02T10:00:00.000Z',
        actor: null,
      } as never,
      queryClient,
    );
    expect(spy).toHaveBeenCalledWith({ queryKey: eventsKeys.detail(EVENT_ID) });
    expect(spy).toHaveBeenCalledWith({ queryKey: eventsKeys.lists() });
  });
});
