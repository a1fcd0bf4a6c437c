/**
 * Local and session storage that never throw. A browser may refuse site data: Chrome with
 * cookies blocked throws `SecurityError` from the `localStorage` getter itself, Safari's "Block
 * all cookies" leaves it null, old private modes throw on every write. The app must still start
 * and work for the visit, so every read and write of the app goes through these: reading the
 * area happens inside the guard (never in a default parameter), and what an area refuses is kept
 * in memory for the page's life instead, so a choice made in this visit (a popup closed, the
 * balance hidden) holds until the page goes.
 */
type Area = 'localStorage' | 'sessionStorage';

function guarded(area: Area): Storage {
  const memory = new Map<string, string>();
  const attempt = <T>(act: (storage: Storage) => T, refused: () => T): T => {
    try {
      const storage = globalThis[area];
      return storage ? act(storage) : refused();
    } catch {
      return refused();
    }
  };
  return {
    get length() {
      return attempt(
        (storage) => storage.length,
        () => memory.size,
      );
    },
    key: (index) =>
      attempt(
        (storage) => storage.key(index),
        () => [...memory.keys()][index] ?? null,
      ),
    // What the area refused to write is newer than what it holds.
    getItem: (key) =>
      memory.has(key)
        ? (memory.get(key) ?? null)
        : attempt(
            (storage) => storage.getItem(key),
            () => null,
          ),
    setItem: (key, value) =>
      attempt(
        (storage) => {
          storage.setItem(key, value);
          memory.delete(key);
        },
        () => void memory.set(key, String(value)),
      ),
    removeItem: (key) => {
      memory.delete(key);
      attempt(
        (storage) => storage.removeItem(key),
        () => undefined,
      );
    },
    clear: () => {
      memory.clear();
      attempt(
        (storage) => storage.clear(),
        () => undefined,
      );
    },
  };
}

/** Local storage, kept across visits where the browser allows; never throws. */
export const localStore: Storage = guarded('localStorage');

/** Session storage, kept for the tab where the browser allows; never throws. */
export const sessionStore: Storage = guarded('sessionStorage');

/** Whether local storage is there to keep anything past this visit (Safari's "Block all cookies" leaves it null). */
export function keepsAcrossVisits(): boolean {
  try {
    return Boolean(globalThis.localStorage);
  } catch {
    return false;
  }
}
