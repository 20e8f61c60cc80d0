import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';
import { clearMemberData } from './member-data';
import { memoryStore, offlineStore, setOfflineStoreForTests } from './offline-db';
import { readLastFeed, rememberLastFeed } from './last-feed';
import { flushOutbox, loadOutbox, sendOrQueue, type OutboxWrite } from './outbox';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const write = (text: string, clientId: string): OutboxWrite => ({
  kind: 'publication',
  url: '/api/publications/',
  body: { type: 'texte', text, audience: 'friends', photos: [], client_id: clientId },
  target: null,
  refresh: [['publications', 'feed']],
});

/** A server that stores each client_id once, as the real one does (publications.service.ts). */
function idempotentServer() {
  const stored = new Map<string, unknown>();
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { client_id: string };
    if (!stored.has(body.client_id)) stored.set(body.client_id, body);
    return json(201, { id: body.client_id });
  });
  return { fetch, stored };
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeEach(async () => {
  setOfflineStoreForTests(memoryStore());
  saveSession({ access: fakeToken({ user_id: 'member-1' }), refresh: 'r' });
  await loadOutbox();
});

describe('the outbox (docs/adr/0019-pwa-and-offline.md)', () => {
  it('keeps a write made offline, sends nothing, and sends it once back online', async () => {
    const server = idempotentServer();
    vi.stubGlobal('fetch', server.fetch);
    const onLine = offline();
    const answer = await sendOrQueue(write('Écrit hors ligne', 'c-1'));
    expect(answer.queued).toBe(true);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(await offlineStore().list('outbox:member-1:')).toHaveLength(1);

    onLine.mockReturnValue(true);
    // The `online` event and a Background Sync may both ask at once: one send reaches the server.
    await Promise.all([flushOutbox(), flushOutbox()]);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.stored.size).toBe(1);
    expect(await offlineStore().list('outbox:member-1:')).toEqual([]);
  });

  it('keeps a write whose request failed on the network, with the same client_id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const answer = await sendOrQueue(write('Coupé en route', 'c-2'));
    expect(answer.queued).toBe(true);
    const [kept] = await offlineStore().list<{ body: { client_id: string } }>('outbox:member-1:');
    expect(kept?.body.client_id).toBe('c-2');
  });

  it('answers the server at once when online, and throws its refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { id: 'p1' })),
    );
    expect(await sendOrQueue(write('En ligne', 'c-3'))).toEqual({
      queued: false,
      result: { id: 'p1' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'Le texte est trop long.', code: 'invalid' })),
    );
    await expect(sendOrQueue(write('x', 'c-4'))).rejects.toThrow('Le texte est trop long.');
    expect(await offlineStore().list('outbox:member-1:')).toEqual([]);
  });

  it('sends oldest first and stops at a write the server cannot take yet', async () => {
    offline();
    await sendOrQueue(write('Premier', 'c-5'));
    await sendOrQueue(write('Second', 'c-6'));
    vi.restoreAllMocks();
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        seen.push((JSON.parse(String(init.body)) as { text: string }).text);
        return json(503, { error: 'Service indisponible', code: 'unavailable' });
      }),
    );
    await flushOutbox();
    expect(seen).toEqual(['Premier']);
    expect(await offlineStore().list('outbox:member-1:')).toHaveLength(2);
  });

  it('drops a write the server refuses (it would be refused again), and goes on', async () => {
    offline();
    await sendOrQueue(write('Refusé', 'c-7'));
    await sendOrQueue(write('Accepté', 'c-8'));
    vi.restoreAllMocks();
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      (JSON.parse(String(init.body)) as { text: string }).text === 'Refusé'
        ? json(403, { error: 'Vous ne pouvez plus publier ici.', code: 'forbidden' })
        : json(201, { id: 'ok' }),
    );
    vi.stubGlobal('fetch', fetch);
    await flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await offlineStore().list('outbox:member-1:')).toEqual([]);
  });

  it("never sends another member's waiting writes", async () => {
    offline();
    await sendOrQueue(write('De membre 1', 'c-9'));
    vi.restoreAllMocks();
    saveSession({ access: fakeToken({ user_id: 'member-2' }), refresh: 'r2' });
    const fetch = vi.fn(async () => json(201, {}));
    vi.stubGlobal('fetch', fetch);
    await flushOutbox();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('what the device keeps for a member', () => {
  it('keeps the last feed per member and forgets everything at logout', async () => {
    await rememberLastFeed('member-1', []);
    expect((await readLastFeed('member-1'))?.publications).toEqual([]);
    expect(await readLastFeed('member-2')).toBeUndefined();
    offline();
    await sendOrQueue(write('En attente', 'c-10'));
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) });

    await clearMemberData();
    expect(await readLastFeed('member-1')).toBeUndefined();
    expect(await offlineStore().list('outbox:')).toEqual([]);
    expect(deleted.sort()).toEqual([
      'koinonia-media',
      'koinonia-parish-schedules',
      'koinonia-pictures',
    ]);
  });

  it('ends the web push subscription of the device at logout', async () => {
    const unsubscribe = vi.fn(() => Promise.resolve(true));
    const pushManager = { getSubscription: () => Promise.resolve({ unsubscribe }) };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve({ pushManager }) },
    });
    try {
      await clearMemberData();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
