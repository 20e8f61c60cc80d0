import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { AgendaPage } from './AgendaPage';
import { ABOUT_AN_EVENT } from './events.feature';
import { event, EVENT_ID, pageOf } from './events.test-data';
import { NOTIFICATION_TYPES } from '@koinonia/contracts';

afterEach(() => vi.unstubAllGlobals());

type Route = Parameters<typeof fakeApi>[0][number];

const retreat = event({
  id: 'e2',
  title: 'Retraite de l’Avent',
  category: 'priere',
  starts_at: '2037-12-18T17:00:00.000Z',
  ends_at: '2037-12-20T14:00:00.000Z',
});

function serve(routes: Route[] = []) {
  let url = 'https://k.example/cal/old.ics';
  const fetchMock = vi.fn(
    fakeApi([
      ...routes,
      [
        'POST /api/events/calendar/renew/',
        () => {
          url = 'https://k.example/cal/new.ics';
          return json({ url });
        },
      ],
      ['GET /api/events/calendar/', () => json({ url })],
      ['GET /api/events/?limit=100&from=2037-11-30', () => json(pageOf([event(), retreat]))],
      ['GET /api/events/?', () => json(pageOf([]))],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url));

function open(path = '/events?month=2037-12') {
  return renderWithProviders(<AgendaPage />, { path, routePath: '/events' });
}

describe('/events, the agenda', () => {
  it("draws the month's grid with each event on its days, and lists the chosen day", async () => {
    const fetchMock = serve();
    open();
    const grid = await screen.findByRole('grid', { name: 'Agenda de décembre 2037' });
    expect(urls(fetchMock)).toContain('/api/events/?limit=100&from=2037-11-30&to=2038-01-04');
    const saturday = await within(grid).findByRole('gridcell', {
      name: 'samedi 12 décembre, 1 événement',
    });
    expect(within(saturday).getByText('Veillée de Noël')).toBeTruthy();
    // A retreat over three days shows on each of them.
    for (const day of ['vendredi 18', 'samedi 19', 'dimanche 20']) {
      const cell = within(grid).getByRole('gridcell', { name: `${day} décembre, 1 événement` });
      expect(within(cell).getByText('Retraite de l’Avent')).toBeTruthy();
    }
    fireEvent.click(saturday);
    const panel = screen.getByRole('region', { name: 'Événements du samedi 12 décembre' });
    expect(within(panel).getByRole('link', { name: 'Veillée de Noël' }).getAttribute('href')).toBe(
      `/feed/events/${EVENT_ID}`,
    );
    expect(within(panel).getByText('20 h 30 – 22 h 00')).toBeTruthy();
  });

  it('moves through the days with the arrow keys and through the months with Page keys', async () => {
    const fetchMock = serve();
    const { router } = open();
    const grid = await screen.findByRole('grid', { name: 'Agenda de décembre 2037' });
    const first = within(grid).getByRole('gridcell', { name: 'mardi 1er décembre' });
    expect(first.getAttribute('tabindex')).toBe('0');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-day')).toBe('2037-12-08'),
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-day')).toBe('2037-12-13'),
    );
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'PageDown' });
    await screen.findByRole('grid', { name: 'Agenda de janvier 2038' });
    expect(router.state.location.search).toBe('?month=2038-01');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-day')).toBe('2038-01-13'),
    );
    expect(urls(fetchMock)).toContain('/api/events/?limit=100&from=2037-12-28&to=2038-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(await screen.findByRole('grid', { name: 'Agenda de décembre 2037' })).toBeTruthy();
  });

  it('gives the private calendar address to copy, and renews it once asked', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const fetchMock = serve();
    open();
    const address = (await screen.findByLabelText(
      'Adresse privée de votre agenda',
    )) as HTMLInputElement;
    expect(address.value).toBe('https://k.example/cal/old.ics');
    fireEvent.click(screen.getByRole('button', { name: "Copier l'adresse" }));
    expect(await screen.findByText('Adresse copiée.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://k.example/cal/old.ics');

    fireEvent.click(screen.getByRole('button', { name: "Renouveler l'adresse" }));
    const dialog = await screen.findByRole('dialog', {
      name: "Renouveler l'adresse de votre agenda ?",
    });
    expect(within(dialog).getByText(/L'ancienne adresse cessera de fonctionner/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renouveler' }));
    expect(
      await screen.findByText("Nouvelle adresse prête. L'ancienne ne fonctionne plus."),
    ).toBeTruthy();
    expect(address.value).toBe('https://k.example/cal/new.ics');
    expect(urls(fetchMock).filter((url) => url.includes('renew'))).toHaveLength(1);
  });

  it('reloads the events on every notification type the contracts mark for them', () => {
    const marked = Object.entries(NOTIFICATION_TYPES)
      .filter(([, type]) => type.refresh === 'events')
      .map(([name]) => name);
    expect([...ABOUT_AN_EVENT].sort()).toEqual(marked.sort());
  });
});
