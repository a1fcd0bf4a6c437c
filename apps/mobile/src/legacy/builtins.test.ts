import { describe, expect, it, vi } from 'vitest';
import {
  allSettled,
  at,
  flat,
  flatMap,
  fromEntries,
  hasOwn,
  installMissingBuiltins,
  StandInAbortController,
  type StandInAbortSignal,
} from './builtins';

type Controller = { signal: StandInAbortSignal; abort(reason?: unknown): void };
const newController = () => new (StandInAbortController as unknown as new () => Controller)();

describe('stand-ins for built-ins the oldest supported browsers lack', () => {
  it('fromEntries builds the object Object.fromEntries does', () => {
    const entries: Array<[string, number]> = [
      ['a', 1],
      ['b', 2],
      ['a', 3],
    ];
    expect(fromEntries(entries)).toEqual(Object.fromEntries(entries));
    expect(fromEntries(new Map([['k', 'v']]))).toEqual({ k: 'v' });
  });

  it('hasOwn sees own keys only, also on objects without a prototype', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    bare.own = 1;
    expect(hasOwn(bare, 'own')).toBe(true);
    expect(hasOwn({}, 'toString')).toBe(false);
    expect(hasOwn({ toString: 1 }, 'toString')).toBe(true);
  });

  it('at counts from the end for negative indices, as Array.prototype.at does', () => {
    const list = ['a', 'b', 'c'];
    for (const index of [0, 2, 3, -1, -3, -4, 1.7, Number.NaN]) expect(at.call(list, index)).toBe(list.at(index));
    expect(at.call([], -1)).toBeUndefined();
  });

  it('flat and flatMap give what the built-ins give, holes skipped', () => {
    // eslint-disable-next-line no-sparse-arrays -- a hole is what flat must skip
    const nested = [1, [2, [3, [4]]], , 5];
    for (const depth of [undefined, 0, 1, 2, Infinity]) expect(flat.call(nested, depth)).toEqual(nested.flat(depth));
    const words = ['a b', 'c'];
    const split = (word: string) => word.split(' ');
    expect(flatMap.call<string[], [typeof split], string[]>(words, split)).toEqual(words.flatMap(split));
    expect(flatMap.call<number[], [(n: number) => number[][]], number[][]>([1, 2], (n) => [[n]])).toEqual([[1], [2]]);
  });

  it('allSettled waits for every promise and reports each outcome in order', async () => {
    const failure = new Error('no');
    await expect(allSettled([Promise.resolve(1), Promise.reject(failure), 3])).resolves.toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: failure },
      { status: 'fulfilled', value: 3 },
    ]);
  });

  it('an aborted controller marks its signal, gives the reason, and tells each listener once', () => {
    const controller = newController();
    const listener = vi.fn();
    const removed = vi.fn();
    const onabort = vi.fn();
    controller.signal.addEventListener('abort', listener);
    controller.signal.addEventListener('abort', removed);
    controller.signal.removeEventListener('abort', removed);
    controller.signal.onabort = onabort;
    expect(controller.signal.aborted).toBe(false);
    expect(() => controller.signal.throwIfAborted()).not.toThrow();

    controller.abort('gone');
    controller.abort('again');
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe('gone');
    expect(() => controller.signal.throwIfAborted()).toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onabort).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });

  it('aborting without a reason gives an AbortError, as the built-in does', () => {
    const controller = newController();
    controller.abort();
    expect(controller.signal.reason).toMatchObject({ name: 'AbortError' });
  });

  it('installs only what a scope lacks, and not as enumerable properties', () => {
    const scope = { Object: { hasOwn: Object.hasOwn }, Array: { prototype: {} }, Promise: { allSettled: Promise.allSettled } };
    installMissingBuiltins(scope as unknown as typeof globalThis);
    expect(scope.Object).toMatchObject({ hasOwn: Object.hasOwn });
    expect((scope.Object as { fromEntries?: unknown }).fromEntries).toBe(fromEntries);
    expect(scope.Promise.allSettled).toBe(Promise.allSettled);
    expect((scope as { AbortController?: unknown }).AbortController).toBe(StandInAbortController);
    expect(Object.keys(scope.Array.prototype)).toEqual([]);
    expect((scope.Array.prototype as { at?: unknown }).at).toBe(at);
  });
});
