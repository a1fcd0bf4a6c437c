import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNamespace, type NamespaceLoaders } from './namespaces';
import { createI18n } from './setup';

describe('a texts file that fails to load', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is asked for again until it comes, so the page never shows its keys (a network blip during the load)', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const english = vi.fn(async () => {
      if (failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return { default: { 'lobby.play': '{{name}}, play' } };
    });
    registerNamespace('flaky-lobby', { EN: english } as unknown as NamespaceLoaders);
    registerNamespace('shell-stand-in', { EN: async () => ({ default: {} }) } as unknown as NamespaceLoaders);
    const i18n = await createI18n({ language: 'EN', namespaces: ['shell-stand-in'] });
    const loaded = i18n.loadNamespaces('flaky-lobby');
    await vi.advanceTimersByTimeAsync(349);
    expect(english).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 700);
    await loaded;
    expect(english).toHaveBeenCalledTimes(3);
    expect(i18n.t('lobby.play', { ns: 'flaky-lobby', name: 'Keno' })).toBe('Keno, play');
  });
});
