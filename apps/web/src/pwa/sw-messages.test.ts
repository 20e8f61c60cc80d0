import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMessages } from './sw-messages';
import { OUTBOX_SYNC_TAG, RUNTIME_CACHES, TO_PAGE, TO_WORKER } from './pwa-names';

/**
 * The worker's side of the pages' conversation (docs/adr/0019-pwa-and-offline.md): a Background
 * Sync wakes the open pages to send their outbox (the worker holds no token) and fails while one
 * still holds writes, for the browser to try again; 'Recharger' lets
 * the new version take over; the end of a session drops the runtime caches.
 */

type Listener = (event: unknown) => void;

function fakeScope(pages: { postMessage: (data: unknown, ports: MessagePort[]) => void }[]) {
  const listeners = new Map<string, Listener>();
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { matchAll: vi.fn(() => Promise.resolve(pages)) },
    skipWaiting: vi.fn(() => Promise.resolve()),
  };
  installMessages(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and answers what it asked the worker to wait for. */
  const dispatch = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waited.push(promise),
    });
    await Promise.all(waited);
    return waited.length;
  };
  return { scope, dispatch };
}

/** An open page whose outbox, once sent, still holds `waiting` writes: it answers on the port. */
function page(waiting: number) {
  return {
    postMessage: vi.fn((_data: unknown, ports: MessagePort[]) => {
      ports[0]?.postMessage({ waiting });
    }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the worker's messages", () => {
  it("relays the outbox's Background Sync to every open page, and no other sync", async () => {
    const pages = [page(0), page(0)];
    const { scope, dispatch } = fakeScope(pages);

    expect(await dispatch('sync', { tag: 'another-tag' })).toBe(0);
    expect(scope.clients.matchAll).not.toHaveBeenCalled();

    expect(await dispatch('sync', { tag: OUTBOX_SYNC_TAG })).toBe(1);
    expect(scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    for (const { postMessage } of pages) {
      expect(postMessage).toHaveBeenCalledTimes(1);
      expect(postMessage.mock.calls[0]?.[0]).toEqual({ type: TO_PAGE.flushOutbox });
    }
  });

  it('fails the sync while a page still holds writes, so that the browser tries again', async () => {
    const { dispatch } = fakeScope([page(0), page(2)]);
    await expect(dispatch('sync', { tag: OUTBOX_SYNC_TAG })).rejects.toThrow(
      'outbox still waiting',
    );
    // With no page open there is nobody to send (the worker holds no token): the sync ends.
    const alone = fakeScope([]);
    expect(await alone.dispatch('sync', { tag: OUTBOX_SYNC_TAG })).toBe(1);
  });

  it("takes over on 'Recharger', and drops the runtime caches when a session ends", async () => {
    const { scope, dispatch } = fakeScope([]);
    await dispatch('message', { data: { type: TO_WORKER.skipWaiting }, ports: [] });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);

    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: (name: string) => Promise.resolve(deleted.push(name) > 0) });
    const port = { postMessage: vi.fn() };
    await dispatch('message', { data: { type: TO_WORKER.clearMemberData }, ports: [port] });
    expect(deleted.sort()).toEqual(Object.values(RUNTIME_CACHES).sort());
    expect(port.postMessage).toHaveBeenCalledWith({ cleared: true });

    await dispatch('message', { data: { type: 'koinonia:unknown' }, ports: [] });
    await dispatch('message', { data: null, ports: [] });
    expect(scope.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
