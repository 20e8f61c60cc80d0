import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { UpcomingEventsCard } from './UpcomingEventsCard';
import { event, EVENT_ID, pageOf } from './events.test-data';

afterEach(() => vi.unstubAllGlobals());

describe("the right column's upcoming events", () => {
  it('shows the next three with their day and hours, each a link to its page', async () => {
    const fetchMock = vi.fn(
      fakeApi([['GET /api/events/?tab=upcoming&limit=3', () => json(pageOf([event()]))]]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<UpcomingEventsCard />);
    const card = await screen.findByRole('region', { name: 'Prochains événements' });
    const link = await within(card).findByRole('link', { name: 'Veillée de Noël' });
    expect(link.getAttribute('href')).toBe(`/feed/events/${EVENT_ID}`);
    expect(within(card).getByText('SAM. 12 DÉC.')).toBeTruthy();
    expect(within(card).getByText('20 h 30 – 22 h 00')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Voir tout : tous les événements' }),
    ).toBeTruthy();
  });

  it('says when nothing is planned, and stays out of the way when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi([['GET /api/events/?', () => json(pageOf([]))]])));
    const { unmount } = renderWithProviders(<UpcomingEventsCard />);
    expect(await screen.findByText("Rien de prévu pour l'instant.")).toBeTruthy();
    unmount();
    vi.stubGlobal('fetch', vi.fn(fakeApi([])));
    const { container } = renderWithProviders(<UpcomingEventsCard />);
    await vi.waitFor(() => expect(container.querySelector('section')).toBeNull(), {
      timeout: 10_000,
    });
  });
});
