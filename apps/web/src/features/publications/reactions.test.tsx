import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { PublicationFeed } from './PublicationFeed';
import { applyReaction, nextReaction } from './reactions';
import { ME, publication, REACTION_TYPES } from './publications.test-data';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));
beforeEach(() => vi.mocked(notify).mockClear());

describe('the reaction toggle', () => {
  it('sets, changes and removes my reaction', () => {
    expect(nextReaction(null, 'jaime')).toBe('jaime');
    expect(nextReaction('jaime', 'priere')).toBe('priere');
    expect(nextReaction('jaime', 'jaime')).toBeNull();
  });

  it('keeps counts and total exact', () => {
    const none = { counts: { jaime: 2 }, total: 2, mine: null };
    const liked = applyReaction(none, 'jaime');
    expect(liked).toEqual({ counts: { jaime: 3 }, total: 3, mine: 'jaime' });
    const praying = applyReaction(liked, 'priere');
    expect(praying).toEqual({ counts: { jaime: 2, priere: 1 }, total: 3, mine: 'priere' });
    expect(applyReaction(praying, null)).toEqual(none);
  });
});

describe('reacting to a publication in the feed', () => {
  function button(name: RegExp) {
    return within(screen.getByRole('group', { name: 'Réactions' })).getByRole('button', { name });
  }

  it('updates at once, then rolls back with the server error in a toast', async () => {
    let refuse: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      fakeApi([
        ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
        ['POST /react/', () => new Promise<Response>((resolve) => (refuse = resolve))],
        ['GET /api/publications/', () => json({ results: [publication()], next: null })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PublicationFeed meId={ME} />);

    await waitFor(() => expect(button(/J'aime/).textContent).toBe("J'aime 2"));
    fireEvent.click(button(/J'aime/));
    await waitFor(() => expect(button(/J'aime/).getAttribute('aria-pressed')).toBe('true'));
    expect(button(/J'aime/).textContent).toBe("J'aime 3");
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/react/')) ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ kind: 'jaime' });

    refuse(json({ error: 'Réaction inconnue.', code: 'invalid' }, 400));
    await waitFor(() => expect(button(/J'aime/).getAttribute('aria-pressed')).toBe('false'));
    expect(button(/J'aime/).textContent).toBe("J'aime 2");
    expect(notify).toHaveBeenCalledWith('Réaction inconnue.', 'error');
  });

  it('removes my reaction with DELETE when I click it again', async () => {
    const mine = publication({ reactions: { counts: { jaime: 1 }, total: 1, mine: 'jaime' } });
    const fetchMock = vi.fn(
      fakeApi([
        ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
        [
          'DELETE /react/',
          () => json({ ...mine, reactions: { counts: {}, total: 0, mine: null } }),
        ],
        ['GET /api/publications/', () => json({ results: [mine], next: null })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PublicationFeed meId={ME} />);
    await waitFor(() => expect(button(/J'aime/).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button(/J'aime/));
    await waitFor(() => expect(button(/J'aime/).getAttribute('aria-pressed')).toBe('false'));
    expect(button(/J'aime/).textContent).toBe("J'aime");
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes a publication that is gone (404) out of the feed, with the French error', async () => {
    const fetchMock = vi.fn(
      fakeApi([
        ['GET /api/publications/reaction-types/', () => json(REACTION_TYPES)],
        ['POST /react/', () => json({ error: 'Publication introuvable.', code: 'not_found' }, 404)],
        ['GET /api/publications/', () => json({ results: [publication()], next: null })],
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PublicationFeed meId={ME} />);
    await waitFor(() => expect(button(/J'aime/).textContent).toBe("J'aime 2"));
    fireEvent.click(button(/J'aime/));
    await waitFor(() => expect(screen.queryByText('Bonne semaine à tous !')).toBeNull());
    expect(notify).toHaveBeenCalledWith('Publication introuvable.', 'error');
  });
});
