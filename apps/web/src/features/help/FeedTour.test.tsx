import { DEFAULT_SETTINGS, type Settings } from '@koinonia/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { FeedTour } from './FeedTour';

const unseen: Settings = {
  ...DEFAULT_SETTINGS,
  onboarding: { ...DEFAULT_SETTINGS.onboarding, feed_tour_seen: false },
};

function serve() {
  vi.stubGlobal('fetch', vi.fn(fakeApi([['GET /api/users/settings/', () => json(unseen)]])));
}

afterEach(() => document.getElementById('typing')?.remove());

describe("the feed's tour, arriving after the feed", () => {
  it('takes the focus when nothing holds it', async () => {
    serve();
    renderWithProviders(<FeedTour />);
    const title = await screen.findByRole('heading', { name: 'Bienvenue dans votre communauté !' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it("takes it from the page's heading, where signing in leaves it", async () => {
    serve();
    const main = document.createElement('main');
    main.id = 'typing';
    main.innerHTML = '<h1 tabindex="-1">Bienvenue, Bérénice !</h1>';
    document.body.append(main);
    main.querySelector('h1')?.focus();
    renderWithProviders(<FeedTour />);
    const title = await screen.findByRole('heading', { name: 'Bienvenue dans votre communauté !' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('leaves it in a field the member is typing in (the header search)', async () => {
    serve();
    const field = document.createElement('input');
    field.id = 'typing';
    document.body.append(field);
    field.focus();
    renderWithProviders(<FeedTour />);
    await screen.findByRole('heading', { name: 'Bienvenue dans votre communauté !' });
    await new Promise((done) => setTimeout(done, 20));
    expect(document.activeElement).toBe(field);
  });
});
