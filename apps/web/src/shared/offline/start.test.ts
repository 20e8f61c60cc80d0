import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_SYNC_TAG, TO_PAGE } from '@/pwa/pwa-names';
import { saveSession } from '@/shared/session/session';
import { fakeToken } from '@/test/tokens';
import { memoryStore, offlineStore, setOfflineStoreForTests } from './offline-db';
import { loadOutbox, sendOrQueue, type OutboxWrite } from './outbox';
import { startOffline } from './start';

// The worker itself is registered by the browser tests (e2e/pwa.e2e.ts).
vi.mock('./service-worker', () => ({ registerServiceWorker: () => Promise.resolve(null) }));

/**
 * When the writes kept offline leave (docs/adr/0019-pwa-and-offline.md, 'Writing offline'):
 * at the next start of the app, on the `online` event, and on a Background Sync that the worker
 * relays to the open pages (src/pwa/sw-messages.ts), which the page asks for when it keeps one.
 */

const write = (text: string, clientId: string): OutboxWrite => ({
  kind: 'publication',
  url: '/api/publications/',
  body: { type: 'texte', text, audience: 'friends', photos: [], client_id: clientId },
  target: null,
  refresh: [['publications', 'feed']],
});

/** What the server was sent, by client_id. */
let sent: string[] = [];
const server = vi.fn(async (_url: string, init: RequestInit) => {
  sent.push((JSON.parse(String(init.body)) as { client_id: string }).client_id);
  return new Response(JSON.stringify({ id: 'p' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json' },
  });
});

/** The browser's `navigator.serviceWorker`: its messages, and a registration with a SyncManager. */
const worker = new EventTarget();
const registerSync = vi.fn((_tag: string) => Promise.resolve());
let onLine = true;

const waiting = () => offlineStore().list('outbox:member-1:');
/** Lets the listeners' promises (IndexedDB, the Web Lock, fetch) run to their end. */
const settle = () => vi.waitFor(async () => expect(await waiting()).toEqual([]));

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(worker, {
      controller: null,
      ready: Promise.resolve({ sync: { register: registerSync } }),
      getRegistration: () => Promise.resolve(undefined),
    }),
  });
  setOfflineStoreForTests(memoryStore());
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
beforeEach(() => {
  // The test setup empties the local storage after each test: the member signs in again.
  saveSession({ access: fakeToken({ user_id: 'member-1' }), refresh: 'r' });
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  vi.stubGlobal('fetch', server);
  sent = [];
  server.mockClear();
});

/** A write kept while the browser is offline: it asks for a Background Sync. */
async function keptOffline(text: string, clientId: string): Promise<void> {
  onLine = false;
  registerSync.mockClear();
  expect((await sendOrQueue(write(text, clientId))).queued).toBe(true);
  expect(await waiting()).toHaveLength(1);
  await vi.waitFor(() => expect(registerSync).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
}

describe('the outbox is sent (docs/adr/0019-pwa-and-offline.md)', () => {
  it('at the next start of the app, once', async () => {
    // Written in a session that ended before the network came back (the tab was closed).
    await keptOffline('Écrit hier soir sans réseau', 'c-start');
    expect(sent).toEqual([]);
    onLine = true;
    await loadOutbox();
    await startOffline();
    await settle();
    expect(sent).toEqual(['c-start']);
  });

  it('on a Background Sync that the worker relays to the page, with no `online` event', async () => {
    await keptOffline('Écrit dans le métro', 'c-sync');
    onLine = true;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    const answer = new MessageChannel();
    const answered = new Promise((resolve) => {
      answer.port1.onmessage = (event) => resolve(event.data);
    });
    worker.dispatchEvent(
      new MessageEvent('message', {
        data: { type: TO_PAGE.flushOutbox },
        ports: [answer.port2],
      }),
    );
    await settle();
    expect(sent).toEqual(['c-sync']);
    // The worker hears that nothing waits any more: its sync succeeded.
    expect(await answered).toEqual({ waiting: 0 });
    answer.port1.close();
  });

  it('on the `online` event', async () => {
    await keptOffline('Écrit en montagne', 'c-online');
    onLine = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toEqual(['c-online']);
  });

  it('never for another message of the worker', async () => {
    await keptOffline('Écrit au sous-sol', 'c-other');
    onLine = true;
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'koinonia:push-opened' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toEqual(['c-other']);
  });
});
