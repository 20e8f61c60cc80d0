import type { Relation } from '@koinonia/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { fakeApi, json, renderWithProviders } from '@/test/render';
import { fakeToken } from '@/test/tokens';
import { offeredMoves } from './relation-moves';
import { RelationActions } from './RelationActions';

vi.mock('@/shared/toast/notify', () => ({ notify: vi.fn(async () => undefined) }));

const ME = 'me-0000';
const THEM = 'them-1111';
const none: Relation = { status: null, sender: null, blocked: false, blocked_by: null };
const outgoing: Relation = { status: 'PENDING', sender: ME, blocked: false, blocked_by: null };
const incoming: Relation = { status: 'PENDING', sender: THEM, blocked: false, blocked_by: null };
const friends: Relation = { status: 'ACCEPTED', sender: THEM, blocked: false, blocked_by: null };
const blockedByMe: Relation = { status: null, sender: null, blocked: true, blocked_by: ME };
const blockedByThem: Relation = { status: null, sender: null, blocked: true, blocked_by: THEM };

beforeEach(() => {
  saveSession({ access: fakeToken({ user_id: ME }), refresh: 'r' });
  vi.mocked(notify).mockClear();
});

describe('offeredMoves: the relation table of spec §4', () => {
  it.each([
    ['no relation', none, ['invite', 'block']],
    ['PENDING, I am the sender', outgoing, ['cancel']],
    ['PENDING, I am the receiver', incoming, ['accept', 'decline', 'block']],
    ['ACCEPTED', friends, ['message', 'remove', 'block']],
    ['blocked by me', blockedByMe, ['unblock']],
    ['blocked by them', blockedByThem, []],
  ] as const)('%s', (_, relation, moves) => {
    expect(offeredMoves(relation, ME)).toEqual(moves);
  });
});

function renderActions(relation: Relation, handler = vi.fn(fakeApi([]))) {
  vi.stubGlobal('fetch', handler);
  renderWithProviders(
    <RelationActions userId={THEM} name="Paul Martin" relation={relation} me={ME} />,
  );
  return handler;
}

/** Every visible button name, and the dropdown's entries once opened. */
function offeredLabels(): string[] {
  const buttons = screen.queryAllByRole('button').map((button) => button.textContent?.trim() ?? '');
  const toggle = screen.queryByRole('button', { name: "Plus d'actions pour Paul Martin" });
  if (!toggle) return buttons.filter(Boolean);
  fireEvent.click(toggle);
  const items = [...document.querySelectorAll('.dropdown-menu .dropdown-item')].map(
    (item) => item.textContent?.trim() ?? '',
  );
  return [...buttons.filter(Boolean), ...items];
}

describe('RelationActions shows exactly the buttons of the table', () => {
  it.each([
    ['no relation', none, ['Envoyer une invitation', "Bloquer l'utilisateur"]],
    ['PENDING, I am the sender', outgoing, ["Annuler l'invitation"]],
    [
      'PENDING, I am the receiver',
      incoming,
      ["Accepter l'invitation", "Rejeter l'invitation", "Bloquer l'utilisateur"],
    ],
    ['ACCEPTED', friends, ['Message', 'Retirer de vos amis', "Bloquer l'utilisateur"]],
    ['blocked by me', blockedByMe, ['Débloquer']],
    ['blocked by them', blockedByThem, []],
  ] as const)('%s', (_, relation, labels) => {
    renderActions(relation);
    expect(offeredLabels()).toEqual(labels);
  });
});

/** A server that records relation calls and answers with `answer`. */
function recordingServer(answer: () => Response | Promise<Response> = () => json(none)) {
  return vi.fn(
    fakeApi([
      ['POST /api/relationship/relationships/', () => answer()],
      ['POST /api/relationship/lock-update-relation/', () => answer()],
    ]),
  );
}

function relationCall(fetchMock: ReturnType<typeof recordingServer>) {
  const call = fetchMock.mock.calls.find(([url]) => url.includes('/api/relationship/'));
  if (!call) return null;
  const [url, init] = call;
  return { url, body: JSON.parse(String(init?.body)) as unknown };
}

async function press(name: string, inMenu: boolean) {
  if (inMenu)
    fireEvent.click(screen.getByRole('button', { name: "Plus d'actions pour Paul Martin" }));
  const target = inMenu
    ? [...document.querySelectorAll<HTMLElement>('.dropdown-menu .dropdown-item')].find(
        (item) => item.textContent?.trim() === name,
      )
    : screen.getByRole('button', { name });
  if (!target) throw new Error(`no ${name}`);
  await act(async () => {
    fireEvent.click(target);
  });
}

describe('RelationActions sends the right action and shows the right toast', () => {
  it.each([
    [
      none,
      'Envoyer une invitation',
      false,
      '/relationships/',
      { receiver: THEM },
      'Invitation envoyée avec succès',
    ],
    [
      outgoing,
      "Annuler l'invitation",
      false,
      '/lock-update-relation/',
      { receiver: THEM, action: 'reject' },
      'Invitation annulée avec succès',
    ],
    [
      incoming,
      "Accepter l'invitation",
      false,
      '/lock-update-relation/',
      { receiver: THEM, action: 'accept' },
      'Invitation confirmée avec succès',
    ],
    [
      incoming,
      "Rejeter l'invitation",
      false,
      '/lock-update-relation/',
      { receiver: THEM, action: 'reject' },
      'Invitation rejetée.',
    ],
    [
      friends,
      'Retirer de vos amis',
      true,
      '/lock-update-relation/',
      { receiver: THEM, action: 'reject' },
      'Ami retiré de votre liste.',
    ],
    [
      blockedByMe,
      'Débloquer',
      false,
      '/lock-update-relation/',
      { receiver: THEM, action: 'unblock' },
      'Personne débloquée avec succès',
    ],
  ] as const)('%#: %s → %s', async (relation, label, inMenu, path, body, toast) => {
    const fetchMock = renderActions(relation, recordingServer());
    await press(label, inMenu);
    await waitFor(() => expect(notify).toHaveBeenCalledWith(toast, 'success', 3000));
    expect(relationCall(fetchMock)).toEqual({ url: `/api/relationship${path}`, body });
  });

  it("asks for confirmation before 'Bloquer l'utilisateur', then sends block", async () => {
    const fetchMock = renderActions(friends, recordingServer());
    await press("Bloquer l'utilisateur", true);
    const dialog = await screen.findByRole('dialog', { name: 'Bloquer Paul Martin ?' });
    expect(relationCall(fetchMock)).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Personne bloquée avec succès', 'success', 3000),
    );
    expect(relationCall(fetchMock)).toEqual({
      url: '/api/relationship/lock-update-relation/',
      body: { receiver: THEM, action: 'block' },
    });
  });

  it('cancelling the confirmation sends nothing', async () => {
    const fetchMock = renderActions(none, recordingServer());
    await press("Bloquer l'utilisateur", true);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(relationCall(fetchMock)).toBeNull();
  });

  it('disables every button while the request runs, with a spinner on the pressed one', async () => {
    renderActions(
      incoming,
      recordingServer(() => new Promise<Response>(() => undefined)),
    );
    await press("Accepter l'invitation", false);
    const accept = screen.getByRole('button', { name: "Accepter l'invitation" });
    await waitFor(() => expect(accept).toHaveProperty('disabled', true));
    expect(accept.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: "Rejeter l'invitation" })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: "Plus d'actions pour Paul Martin" })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's error for 3 s and re-enables the buttons", async () => {
    renderActions(
      none,
      recordingServer(() =>
        json({ error: 'Une invitation existe déjà entre vous.', code: 'conflict' }, 409),
      ),
    );
    await press('Envoyer une invitation', false);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Une invitation existe déjà entre vous.', 'error', 3000),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Envoyer une invitation' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
  });
});
