import { describe, expect, it } from 'vitest';
import { sessionCache } from './cache';

describe('the GET cache with site data blocked', () => {
  it('reads nothing, keeps nothing and clears without throwing when the storage getter throws', () => {
    const cache = sessionCache(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(cache.read('/wps/system/status')).toBeUndefined();
    expect(() => cache.write('/wps/system/status', { ok: true })).not.toThrow();
    expect(() => cache.flush('/wps/system/status')).not.toThrow();
    expect(() => cache.clear()).not.toThrow();
  });
});
