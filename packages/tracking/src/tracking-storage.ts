/** A store for this visit only, shaped as the browser's Storage. */
class VisitStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

let visitStorage: VisitStorage | undefined;

/** Whether the page has local storage: Safari's "Block all cookies" leaves it null, some private modes throw on reading it. */
export function localStorageKept(): boolean {
  try {
    return window.localStorage !== null && window.localStorage !== undefined;
  } catch {
    return false;
  }
}

/**
 * Where tracking keeps its marks (click ids, consent, the outbox): local storage, or where the
 * page has none, one store for the rest of the visit, so events still go out and an answer to the
 * consent question holds until the page closes.
 */
export function trackingStorage(): Storage {
  if (localStorageKept()) return window.localStorage;
  visitStorage ??= new VisitStorage();
  return visitStorage;
}
