import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore, STORAGE_KEYS } from '@lotto/app-core';
import { readAudienceMemory, rememberClose, wasClosedThisSession } from './popup-memory';

const MEMORY = { pairs: 'hash-1' };

describe('popup memory', () => {
  beforeEach(() => {
    // The guarded stores also forget what they kept in memory while a test refused storage.
    localStore.clear();
    sessionStore.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a close for the session and for later visits', () => {
    rememberClose('B', MEMORY);
    expect(wasClosedThisSession('B')).toBe(true);
    expect(wasClosedThisSession('A')).toBe(false);
    expect(readAudienceMemory('B')).toEqual(MEMORY);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.popupMemory) ?? '{}')).toEqual({ B: MEMORY });
  });

  it('with site data blocked (Chrome: the getters throw), closing still works and holds for the visit', () => {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      vi.spyOn(window, area, 'get').mockImplementation(() => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      });
    }
    expect(() => rememberClose('A', MEMORY)).not.toThrow();
    expect(wasClosedThisSession('A')).toBe(true);
    expect(readAudienceMemory('A')).toEqual(MEMORY);
    vi.restoreAllMocks();
  });

  it('with local storage blocked (null, as Safari leaves it), the memory lasts for the session', () => {
    vi.stubGlobal('localStorage', null);
    expect(() => rememberClose('B', MEMORY)).not.toThrow();
    expect(wasClosedThisSession('B')).toBe(true);
    expect(readAudienceMemory('B')).toEqual(MEMORY);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.popupMemory) ?? '{}')).toEqual({ B: MEMORY });
  });
});
