import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_TOAST_MS } from './constants';
import { downloadProfile } from './profile-download';

const LINK = '/sim-assets/demo/profile.mobileconfig';

/** A window and document that record what the download did. */
function fakePage() {
  const assigned: string[] = [];
  const docListeners = new Map<string, () => void>();
  const winListeners = new Map<string, () => void>();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: string, listener: () => void) => docListeners.set(type, listener),
    removeEventListener: (type: string) => docListeners.delete(type),
  };
  const target = {
    location: { assign: (url: string) => assigned.push(url) },
    open: () => null,
    addEventListener: (type: string, listener: () => void) => winListeners.set(type, listener),
    removeEventListener: (type: string) => winListeners.delete(type),
  };
  return { assigned, doc, target, docListeners, winListeners };
}

describe('the profile download (spec 001 §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('below iOS 17: the "go to settings" toast first, the download 1.5 s later', () => {
    const page = fakePage();
    const dispatch = vi.fn();
    downloadProfile(LINK, { dispatch, iosVersion: 16.7, target: page.target as never, doc: page.doc as never });
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({
        payload: expect.objectContaining({ messageKey: 'profile_settings_toast', durationMs: SETTINGS_TOAST_MS }),
      }),
    );
    vi.advanceTimersByTime(SETTINGS_TOAST_MS - 1);
    expect(page.assigned).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.assigned).toEqual([LINK]);
    expect(page.docListeners.size).toBe(0);
  });

  it('from iOS 17: the download at once, and the note when the player comes back, once', () => {
    const page = fakePage();
    const dispatch = vi.fn();
    downloadProfile(LINK, { dispatch, iosVersion: 17.0, target: page.target as never, doc: page.doc as never });
    expect(page.assigned).toEqual([LINK]);
    expect(dispatch).not.toHaveBeenCalled();
    // Leaving for Settings hides the page: no note yet.
    page.doc.visibilityState = 'hidden';
    page.docListeners.get('visibilitychange')?.();
    expect(dispatch).not.toHaveBeenCalled();
    page.doc.visibilityState = 'visible';
    page.docListeners.get('visibilitychange')?.();
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'installPrompts/overlayOpened', payload: 'profileNote' });
    expect(page.docListeners.size + page.winListeners.size).toBe(0);
  });
});
