import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { album, event, EVENT_ID, ME, pageOf } from './albums.test-data';
import { EventAlbum, eventPhotosOpen } from './EventAlbum';

beforeEach(() => saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' }));
afterEach(() => vi.unstubAllGlobals());

const started = event({
  starts_at: new Date(Date.now() - 3_600_000).toISOString(),
  ends_at: new Date(Date.now() + 3_600_000).toISOString(),
});

function serve(albums: unknown[]) {
  const fetchMock = vi.fn(
    fakeApi([
      [`GET /api/albums/?`, () => json(pageOf(albums))],
      [
        'POST /api/albums/',
        (_url, init) => json(album({ id: 'event-album', ...JSON.parse(String(init.body)) }), 201),
      ],
    ]),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = (shown = started) =>
  renderWithProviders(<EventAlbum event={shown} />, {
    path: `/feed/events/${EVENT_ID}`,
    routePath: '/feed/events/:eventId',
    routes: [],
  });

describe("an event's photos", () => {
  it('are offered once a confirmed event has started', () => {
    expect(eventPhotosOpen(event())).toBe(false);
    expect(eventPhotosOpen(started)).toBe(true);
    expect(eventPhotosOpen({ ...started, status: 'cancelled' })).toBe(false);
  });

  it('open the existing album, with its count', async () => {
    const fetchMock = serve([album({ id: 'existing', count: 5, audience: 'event' })]);
    open();
    const link = await screen.findByRole('link', { name: 'Voir les photos de l’événement' });
    expect(link.getAttribute('href')).toBe('/feed/albums/existing');
    expect(screen.getByText('5 photos')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`event=${EVENT_ID}`);
  });

  it("are created by a participant on first use, filled by the event's participants", async () => {
    const fetchMock = serve([]);
    const { router } = open({ ...started, my_answer: 'going' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir l’album de l’événement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed/albums/event-album'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: 'Photos — Veillée de Noël',
      event_id: EVENT_ID,
      contributors: 'members',
    });
  });

  it('show nothing to a member who is not a participant while there is no album', async () => {
    const fetchMock = serve([]);
    const { container } = open();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
