import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, sessionStore } from './browser-storage';
import { readSessionInfo, writeSessionInfo, clearSessionInfo } from './session-info';
import { readSavedTrackedQuery, saveTrackedQuery } from './tracked-query';

/** Chrome with cookies blocked: reading the area itself throws. */
function blockSiteData() {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    vi.spyOn(window, area, 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
  }
}

describe('browser storage with site data blocked', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStore.clear();
    sessionStore.clear();
  });

  it('never throws, and keeps what it was given in memory for the visit', () => {
    blockSiteData();
    expect(localStore.getItem('k')).toBeNull();
    localStore.setItem('k', 'v');
    expect(localStore.getItem('k')).toBe('v');
    expect(localStore.length).toBe(1);
    expect(localStore.key(0)).toBe('k');
    localStore.removeItem('k');
    expect(localStore.getItem('k')).toBeNull();
    sessionStore.setItem('s', '1');
    sessionStore.clear();
    expect(sessionStore.getItem('s')).toBeNull();
  });

  it('lets the helpers that used to read storage in a default parameter run', () => {
    blockSiteData();
    expect(readSessionInfo()).toBeNull();
    writeSessionInfo({ token: 'tok', userName: 'player01' });
    expect(readSessionInfo()?.token).toBe('tok');
    clearSessionInfo();
    expect(readSessionInfo()).toBeNull();
    saveTrackedQuery('?affiliateCode=a1');
    expect(readSavedTrackedQuery()).toEqual({ affiliateCode: 'a1' });
  });

  it('keeps a write the area refused (full) over the older value it holds', () => {
    localStorage.setItem('k', 'old');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    localStore.setItem('k', 'new');
    expect(localStore.getItem('k')).toBe('new');
  });

  it('writes through to the browser where it allows', () => {
    localStore.setItem('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    sessionStore.setItem('s', 'w');
    expect(sessionStorage.getItem('s')).toBe('w');
  });
});
