import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedConsent } from './consent';
import { localStorageKept, trackingStorage } from './tracking-storage';

describe('tracking storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is local storage where the page has it', () => {
    expect(localStorageKept()).toBe(true);
    expect(trackingStorage()).toBe(localStorage);
  });

  it('with local storage blocked (null, as Safari\'s "Block all cookies" leaves it), keeps marks for the visit', () => {
    vi.stubGlobal('localStorage', null);
    expect(localStorageKept()).toBe(false);
    const consent = storedConsent();
    expect(consent.answer()).toBeNull();
    consent.set('granted');
    expect(storedConsent().answer()).toBe('granted');
    expect(trackingStorage().length).toBe(1);
  });

  it('where reading local storage throws (a private mode), keeps marks for the visit', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(localStorageKept()).toBe(false);
    expect(() => storedConsent().answer()).not.toThrow();
  });
});
