/**
 * Stand-ins for the built-ins newer than the oldest supported browsers that the app, its libraries
 * (React Router, Redux Toolkit, ky, workbox) or the service worker call without checking first:
 * Object.fromEntries (Safari 12.1, Chrome 73), Object.hasOwn and Array.prototype.at (Safari 15.4,
 * Chrome 92/93), Array.prototype.flat and flatMap (Chrome 69), Promise.allSettled (Safari 13,
 * Chrome 76), AbortController and AbortSignal (Safari 12.1, Chrome 66). `globalThis` is the build's
 * (vite.config.ts `define`). Each is installed only where the browser has none.
 */

type Entries = Iterable<readonly [PropertyKey, unknown]>;

export function fromEntries(entries: Entries): Record<PropertyKey, unknown> {
  const result: Record<PropertyKey, unknown> = {};
  for (const [key, value] of entries) result[key] = value;
  return result;
}

export function hasOwn(object: object, key: PropertyKey): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

export function at<T>(this: ArrayLike<T>, index: number): T | undefined {
  const length = this.length;
  const relative = Math.trunc(index) || 0;
  const position = relative < 0 ? length + relative : relative;
  return position < 0 || position >= length ? undefined : this[position];
}

function flatten(into: unknown[], items: ArrayLike<unknown>, depth: number): unknown[] {
  for (let index = 0; index < items.length; index += 1) {
    if (!(index in items)) continue;
    const item = items[index];
    if (depth > 0 && Array.isArray(item)) flatten(into, item, depth - 1);
    else into.push(item);
  }
  return into;
}

export function flat(this: ArrayLike<unknown>, depth = 1): unknown[] {
  return flatten([], this, Math.trunc(depth) || 0);
}

export function flatMap<T, U>(this: ArrayLike<T>, map: (value: T, index: number, array: ArrayLike<T>) => U | U[], thisArg?: unknown): U[] {
  const mapped: Array<U | U[]> = [];
  for (let index = 0; index < this.length; index += 1) if (index in this) mapped.push(map.call(thisArg, this[index] as T, index, this));
  return flatten([], mapped, 1) as U[];
}

export function allSettled<T>(values: Iterable<T | PromiseLike<T>>): Promise<Array<PromiseSettledResult<Awaited<T>>>> {
  return Promise.all(
    Array.from(values, (value) =>
      Promise.resolve(value).then(
        (fulfilled) => ({ status: 'fulfilled' as const, value: fulfilled as Awaited<T> }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      ),
    ),
  );
}

/**
 * What React Router, ky and the line test use of a signal: `aborted`, `reason`, the abort event and
 * `throwIfAborted`. A fetch of these browsers cannot be cancelled, so aborting stops the app
 * waiting; the request itself runs to its end. Plain functions rather than classes with fields:
 * the build would lower those into helper calls, on the first screen.
 */
export interface StandInAbortSignal {
  aborted: boolean;
  reason: unknown;
  onabort: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  throwIfAborted(): void;
}

export function StandInAbortSignal(this: StandInAbortSignal & { listeners: Array<(event: Event) => void> }) {
  this.aborted = false;
  this.reason = undefined;
  this.onabort = null;
  this.listeners = [];
}
StandInAbortSignal.prototype.addEventListener = function (type: string, listener: (event: Event) => void) {
  if (type === 'abort') this.listeners.push(listener);
};
StandInAbortSignal.prototype.removeEventListener = function (type: string, listener: (event: Event) => void) {
  const index = type === 'abort' ? this.listeners.indexOf(listener) : -1;
  if (index >= 0) this.listeners.splice(index, 1);
};
StandInAbortSignal.prototype.throwIfAborted = function () {
  if (this.aborted) throw this.reason;
};

export function StandInAbortController(this: { signal: StandInAbortSignal }) {
  this.signal = new (StandInAbortSignal as unknown as new () => StandInAbortSignal)();
}
StandInAbortController.prototype.abort = function (reason?: unknown) {
  const signal = this.signal as StandInAbortSignal & { listeners: Array<(event: Event) => void> };
  if (signal.aborted) return;
  signal.aborted = true;
  signal.reason = reason === undefined ? new DOMException('signal is aborted without reason', 'AbortError') : reason;
  const event = { type: 'abort', target: signal } as unknown as Event;
  if (signal.onabort) signal.onabort(event);
  for (const listener of signal.listeners.slice()) listener(event);
};

function define(target: object, name: string, value: unknown) {
  if (!(name in target)) Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
}

/** Installs each stand-in the given global scope lacks; what it has stays as it is. */
export function installMissingBuiltins(scope: typeof globalThis): void {
  define(scope.Object, 'fromEntries', fromEntries);
  define(scope.Object, 'hasOwn', hasOwn);
  define(scope.Array.prototype, 'at', at);
  define(scope.Array.prototype, 'flat', flat);
  define(scope.Array.prototype, 'flatMap', flatMap);
  define(scope.Promise, 'allSettled', allSettled);
  define(scope, 'AbortController', StandInAbortController);
  define(scope, 'AbortSignal', StandInAbortSignal);
}
