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
    const observed: Element[] = [];
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    vi.stubGlobal('fetch', server());
    renderWithProviders(<PublicationFeed meId={ME} />);
    await screen.findByText('La plus récente');
    await waitFor(() => expect(observed).toHaveLength(1));
    expect(observed[0]?.textContent).toBe('Voir plus');
    act(() => report([{ isIntersecting: true }]));
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
