import { useMemo, useSyncExternalStore } from 'react';
import { OUTBOX_SYNC_TAG } from '@/pwa/pwa-names';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { t } from '@/shared/i18n/i18n';
import { getUserId } from '@/shared/session/session';
import { notify } from '@/shared/toast/notify';
import { offlineStore } from './offline-db';
import './offline.texts';

/** What may be written offline (docs/adr/0019-pwa-and-offline.md). */
export type OutboxKind = 'publication' | 'comment' | 'message';

/**
 * A write waiting for the network: the request as it will be sent, with its `client_id` in the
 * body, so that sending it twice (two tabs, a retry after a lost answer) stores it once.
 */
export interface OutboxEntry {
  key: string;
  clientId: string;
  member: string;
  kind: OutboxKind;
  url: string;
  body: Record<string, unknown> & { client_id: string };
  /** What the waiting item belongs to: the publication commented, the message's receiver. */
  target: string | null;
  /** The query keys read again once it is sent. */
  refresh: readonly (readonly unknown[])[];
  createdAt: string;
}

export type OutboxWrite = Pick<OutboxEntry, 'kind' | 'url' | 'body' | 'target' | 'refresh'>;

/** The answer of `sendOrQueue`: the server's, or the news that the write waits. */
export type SentOrQueued<T> = { queued: false; result: T } | { queued: true; entry: OutboxEntry };

const prefix = (member: string) => `outbox:${member}:`;
const LOCK = 'koinonia-outbox';

let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOCK);

function emit(): void {
  for (const listener of listeners) listener();
}

/** Reads the signed-in member's waiting writes again (after a change here or in another tab). */
export async function loadOutbox(): Promise<void> {
  const member = getUserId();
  entries = member
    ? await offlineStore()
        .list<OutboxEntry>(prefix(member))
        .catch(() => [])
    : [];
  emit();
}
channel?.addEventListener('message', () => void loadOutbox());

function changed(): Promise<void> {
  channel?.postMessage('changed');
  return loadOutbox();
}

/** A failure that the network's return may cure: the write waits instead of being refused. */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

function askForSync(): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  // `ready` waits for a worker: never awaited, it resolves only where one is registered.
  void container?.ready
    .then((registration) => {
      const sync = (registration as { sync?: { register(tag: string): Promise<void> } }).sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined);
}

/** Keeps `write` for later: it is shown 'En attente d'envoi' and sent once back online. */
export async function queueWrite(write: OutboxWrite): Promise<OutboxEntry> {
  const member = getUserId();
  if (!member) throw new ApiError(401, null);
  const createdAt = new Date().toISOString();
  const entry: OutboxEntry = {
    ...write,
    clientId: write.body.client_id,
    member,
    createdAt,
    key: `${prefix(member)}${createdAt}:${write.body.client_id}`,
  };
  await offlineStore().put(entry.key, entry);
  await changed();
  askForSync();
  return entry;
}

/**
 * Sends `write` now, or, when the network is cut (before or during the request), keeps it in
 * the outbox; a refusal of the server is thrown as usual.
 */
export async function sendOrQueue<T>(write: OutboxWrite): Promise<SentOrQueued<T>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { queued: true, entry: await queueWrite(write) };
  }
  try {
    return { queued: false, result: await apiRequest<T>(write.url, { body: write.body }) };
  } catch (error) {
    if (!isOffline(error)) throw error;
    return { queued: true, entry: await queueWrite(write) };
  }
}

/** A failure that a later try may not meet: the network, the server's state, the session. */
const later = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 401 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

async function sendWaiting(): Promise<void> {
  const member = getUserId();
  if (!member) return;
  const waiting = await offlineStore().list<OutboxEntry>(prefix(member));
  for (const entry of waiting) {
    try {
      await apiRequest(entry.url, { body: entry.body });
    } catch (error) {
      if (later(error)) break;
      // Refused (the friend was removed, the publication deleted): it would be refused again.
      void notify(t('offline.refused', { error: errorMessage(error) }), 'error');
    }
    await offlineStore().delete(entry.key);
    await changed();
    for (const queryKey of entry.refresh) void queryClient.invalidateQueries({ queryKey });
  }
}

let flushing: Promise<void> | null = null;

/**
 * Sends the member's waiting writes, oldest first, one tab at a time (a Web Lock); it stops at
 * the first that the network or the server cannot take yet. Each carries its `client_id`: one
 * sent twice (a lost answer, a tab without locks) is stored once by the server.
 */
export function flushOutbox(): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  flushing ??= (locks ? locks.request(LOCK, sendWaiting) : sendWaiting())
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/** How many of the signed-in member's writes still wait for the network. */
export function waitingCount(): number {
  return entries.length;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The writes of `kind` waiting for the network (for `target` when given), oldest first. */
export function usePendingWrites(kind: OutboxKind, target?: string): OutboxEntry[] {
  const all = useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  );
  return useMemo(
    () =>
      all.filter(
        (entry) => entry.kind === kind && (target === undefined || entry.target === target),
      ),
    [all, kind, target],
  );
}
