import type { MemberSummary } from '@koinonia/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { ConversationList } from './ConversationList';
import { conversation, THEM } from './messaging.test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const friend = (id: string, first_name: string, last_name: string): MemberSummary => ({
  id,
  titre: '',
  first_name,
  last_name,
  profile_picture: null,
  bio: '',
  cover_picture: null,
  status: 'online',
  mutual_count: 0,
});

/** Paul (THEM) has a conversation with me (none with `conversations: []`); Bénédicte and Hélène have none. */
function renderList(conversations = [conversation()]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi([
        [
          'GET /api/users/?query=friend',
          () =>
            json({
              results: [
                friend(THEM, 'Paul', 'Martin'),
                friend('f2', 'Bénédicte', 'Roux'),
                friend('f3', 'Hélène', 'Lefèvre'),
              ],
              next: null,
            }),
        ],
        ['GET /api/messaging/conversations/', () => json({ results: conversations, next: null })],
      ]),
    ),
  );
  const onStartWith = vi.fn();
  const onSelect = vi.fn();
  renderWithProviders(
    <ConversationList idPrefix="t" activeId={null} onSelect={onSelect} onStartWith={onStartWith} />,
  );
  return { onStartWith, onSelect };
}

describe("'Nouveau message'", () => {
  it('searches among friends, and the keyboard chooses one', async () => {
    const { onStartWith } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau message' }));
    const box = screen.getByRole('combobox', { name: 'Écrire à' });
    expect(document.activeElement).toBe(box);
    const list = screen.getByRole('listbox', { name: 'Vos amis' });
    await within(list).findByRole('option', { name: 'Bénédicte Roux' });
    fireEvent.change(box, { target: { value: 'e' } });
    // 'e' folds: Bénédicte and Hélène, not Paul.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bénédicte Roux', 'Hélène Lefèvre']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const chosen = within(list).getByRole('option', { selected: true });
    expect(chosen.textContent).toBe('Hélène Lefèvre');
    expect(box.getAttribute('aria-activedescendant')).toBe(chosen.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onStartWith).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'f3', first_name: 'Hélène', last_name: 'Lefèvre' }),
    );
    // Chosen: the picker closes.
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('closes with Escape and says when no friend matches', async () => {
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau message' }));
    const box = screen.getByRole('combobox', { name: 'Écrire à' });
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun ami ne correspond à « zzz »')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Nouveau message' })).toBeTruthy();
  });
});

describe('the conversation search', () => {
  it('also lists the friends with no conversation yet', async () => {
    const { onStartWith, onSelect } = renderList();
    await screen.findByText('Bonjour Marie');
    // 'r': Paul Martin's conversation, Bénédicte Roux and Hélène Lefèvre.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'r' } });
    const friends = await screen.findByRole('list', { name: 'Écrire à un ami' });
    // Paul is in the conversations, not again among the friends.
    expect(
      within(friends)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Bénédicte RouxAucun message : écrivez-lui',
      'Hélène LefèvreAucun message : écrivez-lui',
    ]);
    fireEvent.click(within(friends).getAllByRole('button')[0]!);
    expect(onStartWith).toHaveBeenCalledWith(expect.objectContaining({ id: 'f2' }));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button'),
    );
    await waitFor(() => expect(onSelect).toHaveBeenCalled());
  });
});

describe('a member without any conversation yet (a newcomer)', () => {
  it('sees their friends to write to, not an empty list', async () => {
    const { onStartWith } = renderList([]);
    const friends = await screen.findByRole('list', { name: 'Écrire à un ami' });
    expect(
      within(friends)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Paul MartinAucun message : écrivez-lui',
      'Bénédicte RouxAucun message : écrivez-lui',
      'Hélène LefèvreAucun message : écrivez-lui',
    ]);
    expect(screen.queryByText('Aucune conversation pour le moment')).toBeNull();
    fireEvent.click(within(friends).getAllByRole('button')[1]!);
    expect(onStartWith).toHaveBeenCalledWith(expect.objectContaining({ id: 'f2' }));
  });
});
