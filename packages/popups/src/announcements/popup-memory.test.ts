import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@lotto/app-core';
import { readAudienceMemory, rememberClose, wasClosedThisSession } from './popup-memory';

const MEMORY = { pairs: 'hash-1' };

describe('popup memory', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
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

  it('with local storage blocked (null, as Safari leaves it), the memory lasts for the session', () => {
    vi.stubGlobal('localStorage', null);
    expect(() => rememberClose('B', MEMORY)).not.toThrow();
    expect(wasClosedThisSession('B')).toBe(true);
    expect(readAudienceMemory('B')).toEqual(MEMORY);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.popupMemory) ?? '{}')).toEqual({ B: MEMORY });
  });
});
