/** Concurrent identical calls share one request: the second caller gets the first one's promise. */
export function singleFlight() {
  const inFlight = new Map<string, Promise<unknown>>();
  return function share<T>(key: string, start: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = start().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
