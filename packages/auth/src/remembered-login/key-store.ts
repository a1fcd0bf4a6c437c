import { STORAGE_KEYS } from '@lotto/app-core';

/**
 * Where the remembered-login key lives: IndexedDB keeps a CryptoKey object as it is, so a
 * non-extractable key survives reloads and no script can ever read its bytes.
 */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  remove(): Promise<void>;
}

/**
 * Safari 14's IndexedDB may never answer an open; a store that has not answered by then is
 * taken as refusing, so neither the login nor the login form waits on it for ever.
 */
export const KEY_STORE_TIMEOUT_MS = 3_000;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(STORAGE_KEYS.keyStoreDatabase, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORAGE_KEYS.keyStoreObjectStore);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

function withStore<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not answer')), KEY_STORE_TIMEOUT_MS);
    storeRequest(mode, action).then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('IndexedDB request failed'));
      },
    );
  });
}

async function storeRequest<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORAGE_KEYS.keyStoreObjectStore, mode).objectStore(STORAGE_KEYS.keyStoreObjectStore));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const indexedDbKeyStore: KeyStore = {
  get: () =>
    withStore<CryptoKey | undefined>(
      'readonly',
      (store) => store.get(STORAGE_KEYS.rememberedLoginKey) as IDBRequest<CryptoKey | undefined>,
    ),
  put: async (key) => {
    await withStore('readwrite', (store) => store.put(key, STORAGE_KEYS.rememberedLoginKey));
  },
  remove: async () => {
    await withStore('readwrite', (store) => store.delete(STORAGE_KEYS.rememberedLoginKey));
  },
};

export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    put: async (next) => {
      key = next;
    },
    remove: async () => {
      key = undefined;
    },
  };
}
