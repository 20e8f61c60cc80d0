import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PublicationFeed } from './PublicationFeed';
import { ME, MY_PROFILE, publication, REACTION_TYPES } from './publications.test-data';

const newer = publication({ text: 'La plus récente' });
const older = publication({
  id: '22222222-2222-4222-8222-222222222222',
  text: 'Une plus ancienne',
});

function server() {
  return vi.fn(
    fakeApi([
      ['GET /api/users/profil/', () => json(MY_PROFILE)],
      ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
      ['GET /api/publications/?cursor=p2', () => json({ results: [older], next: null })],
      ['GET /api/publications/', () => json({ results: [newer], next: 'p2' })],
    ]),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the feed, page after page', () => {
  it('loads the next page when the reader nears the end', async () => {
    // The cards observe the screen too (their live threads): the sentinel is the one
    // observing 'Voir plus'.
    type Report = (entries: { isIntersecting: boolean }[]) => void;
    const observers: { report: Report; elements: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { report: Report; elements: Element[] };
        constructor(callback: Report) {
          this.entry = { report: callback, elements: [] };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.elements.push(element);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal('fetch', server());
    renderWithProviders(<PublicationFeed meId={ME} />);
    await screen.findByText('La plus récente');
    const sentinel = () =>
      observers.filter((o) => o.elements.some((e) => e.textContent === 'Voir plus'));
    await waitFor(() => expect(sentinel()).toHaveLength(1));
    act(() => sentinel()[0]!.report([{ isIntersecting: true }]));
    expect(await screen.findByText('Une plus ancienne')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it("keeps 'Voir plus' for the keyboard and browsers without the observer", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('fetch', server());
    renderWithProviders(<PublicationFeed meId={ME} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByText('Une plus ancienne')).toBeTruthy();
  });
});
