/**
 * The device's store of what a member keeps for offline use (docs/adr/0019-pwa-and-offline.md):
 * the last feed page seen and the writes waiting for the network. One IndexedDB database of
 * string keys (`<kind>:<member id>:…`), emptied whole at logout (member-data.ts). Tests use the
 * in-memory store of the same shape (`memoryStore`).
 */
export interface OfflineStore {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every value whose key starts with `prefix`, in key order. */
  list<T>(prefix: string): Promise<T[]>;
  clear(): Promise<void>;
}

const DB_NAME = 'koinonia-offline';
const STORE = 'records';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

let opening: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB'));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return done(act(db.transaction(STORE, mode).objectStore(STORE)));
}

const indexedStore: OfflineStore = {
  get: <T>(key: string) => run('readonly', (store) => store.get(key)) as Promise<T | undefined>,
  put: async (key, value) => {
    await run('readwrite', (store) => store.put(value, key));
  },
  delete: async (key) => {
    await run('readwrite', (store) => store.delete(key));
  },
  list: <T>(prefix: string) =>
    run('readonly', (store) =>
      store.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`)),
    ) as Promise<T[]>,
  clear: async () => {
    await run('readwrite', (store) => store.clear());
  },
};

/** A store kept in memory: the tests', and the fallback of a browser without IndexedDB. */
export function memoryStore(): OfflineStore {
  const data = new Map<string, unknown>();
  const clone = <T>(value: unknown) => structuredClone(value) as T;
  return {
    get: async (key) => (data.has(key) ? clone(data.get(key)) : undefined),
    put: async (key, value) => void data.set(key, clone(value)),
    delete: async (key) => void data.delete(key),
    list: async (prefix) =>
      [...data.keys()]
        .filter((key) => key.startsWith(prefix))
        .sort()
        .map((key) => clone(data.get(key))),
    clear: async () => data.clear(),
  };
}

let current: OfflineStore | null = null;

/** The store of this browser (IndexedDB, or memory when it has none). */
export function offlineStore(): OfflineStore {
  current ??= typeof indexedDB === 'undefined' ? memoryStore() : indexedStore;
  return current;
}

/** Tests: replaces the store. */
export function setOfflineStoreForTests(store: OfflineStore): void {
  current = store;
}
