import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { EventsPage } from './EventsPage';
import { event, EVENT_ID, JEANNE, pageOf, PAUL } from './events.test-data';

afterEach(() => vi.unstubAllGlobals());

type Route = Parameters<typeof fakeApi>[0][number];

function serve(routes: Route[] = []) {
  const fetchMock = vi.fn(
    fakeApi([
      ...routes,
      ['GET /api/events/calendar/', () => json({ url: 'https://k.example/cal/abc.ics' })],
      ['GET /api/events/?', () => json(pageOf([]))],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

function open(path = '/feed/events') {
  return renderWithProviders(<EventsPage />, { path, routePath: '/feed/events' });
}

describe('/feed/events', () => {
  it("lists the upcoming events with each card's day, hours, place, friends, counts and answer", async () => {
    const fetchMock = serve([
      [
        'GET /api/events/?tab=upcoming',
        () =>
          json(
            pageOf([
              event({
                my_answer: 'going',
                friends_going: [PAUL, JEANNE],
                friends_going_count: 4,
              }),
              event({
                id: 'e2',
                title: 'Lecture de la Bible',
                label: 'MAR. 15 DÉC.',
                is_online: true,
                location: '',
                capacity: 10,
                going_count: 10,
                interested_count: 0,
                waiting_count: 2,
                my_answer: 'waiting',
              }),
            ]),
          ),
      ],
    ]);
    open();
    const card = await screen.findByRole('article', { name: 'Veillée de Noël' });
    expect(within(card).getByText('SAM. 12 DÉC.')).toBeTruthy();
    expect(within(card).getByText('20 h 30 – 22 h 00')).toBeTruthy();
    expect(within(card).getByText('3 place Saint-Pierre, 69001 Lyon')).toBeTruthy();
    expect(within(card).getByText('Concert')).toBeTruthy();
    expect(
      within(card).getByText('Paul Martin, Jeanne Petit et 2 autres amis y vont'),
    ).toBeTruthy();
    expect(
      within(card).getByText('12 participants · 3 intéressés · 38 places restantes'),
    ).toBeTruthy();
    expect(within(card).getByText('Vous participez')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Veillée de Noël' }).getAttribute('href')).toBe(
      `/feed/events/${EVENT_ID}`,
    );

    const online = screen.getByRole('article', { name: 'Lecture de la Bible' });
    expect(within(online).getByText('En ligne')).toBeTruthy();
    expect(within(online).getByText("Liste d'attente")).toBeTruthy();
    expect(
      within(online).getByText("10 participants · 2 en liste d'attente · Complet"),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'À venir' }).getAttribute('aria-current')).toBe('page');
    expect(urls(fetchMock)).toContain('/api/events/?tab=upcoming&limit=12');
  });

  it('filters by category and keeps the tab, both in the address', async () => {
    const fetchMock = serve([
      [
        'GET /api/events/?tab=this_week&limit=12&category=priere',
        () => json(pageOf([event({ title: 'Chapelet du mardi', category: 'priere' })])),
      ],
    ]);
    const { router } = open('/feed/events?tab=this_week');
    await screen.findByText('Rien de prévu cette semaine.');
    const chips = screen.getByRole('group', { name: 'Catégorie' });
    expect(within(chips).getByRole('button', { name: 'Toutes' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(chips).getByRole('button', { name: 'Prière' }));
    expect(await screen.findByRole('article', { name: 'Chapelet du mardi' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=this_week&category=priere');
    expect(within(chips).getByRole('button', { name: 'Prière' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(urls(fetchMock).at(-1)).toContain('category=priere');
  });

  it('says what to do next when a tab is empty, and offers the calendar address in mine', async () => {
    serve();
    const { router } = open();
    expect(await screen.findByText('Aucun événement à venir pour le moment.')).toBeTruthy();
    expect(
      screen
        .getAllByRole('link', { name: 'Créer un événement' })
        .every((link) => link.getAttribute('href') === '/event'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Mes événements' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    expect(await screen.findByText("Vous n'avez encore répondu à aucun événement.")).toBeTruthy();
    expect(
      ((await screen.findByLabelText('Adresse privée de votre agenda')) as HTMLInputElement).value,
    ).toBe('https://k.example/cal/abc.ics');
    fireEvent.click(screen.getByRole('link', { name: 'Passés' }));
    expect(await screen.findByText('Aucun événement passé pour le moment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les événements à venir' })).toBeTruthy();
  });

  it("loads the next page with the cursor on 'Voir plus'", async () => {
    const fetchMock = serve([
      [
        'GET /api/events/?tab=upcoming&limit=12&cursor=c2',
        () => json(pageOf([event({ id: 'e3', title: 'Pèlerinage à Lourdes' })])),
      ],
      ['GET /api/events/?tab=upcoming', () => json(pageOf([event()], 'c2'))],
    ]);
    open();
    await screen.findByRole('article', { name: 'Veillée de Noël' });
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByRole('article', { name: 'Pèlerinage à Lourdes' })).toBeTruthy();
    expect(urls(fetchMock).at(-1)).toContain('cursor=c2');
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });
});
