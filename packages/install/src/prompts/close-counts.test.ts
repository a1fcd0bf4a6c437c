import { beforeEach, describe, expect, it } from 'vitest';
import {
  a2hsCloseCount,
  a2hsDismissedThisSession,
  downloadBarHidden,
  forcedDownloadCloseCount,
  recordA2hsDismissed,
  recordA2hsInstalled,
  recordDownloadBarClosed,
  recordForcedDownloadClosed,
} from './close-counts';

describe('close counts and session flags (spec 001 §2 screen 1, §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a dismissal sets the session flag and counts one more close', () => {
    expect(a2hsDismissedThisSession()).toBe(false);
    recordA2hsDismissed();
    recordA2hsDismissed();
    expect(a2hsDismissedThisSession()).toBe(true);
    expect(a2hsCloseCount()).toBe(2);
    expect(localStorage.getItem('MC_A2HS_CLOSE_COUNT')).toBe('2');
  });

  it('an install sets the count to 99', () => {
    recordA2hsDismissed();
    recordA2hsInstalled();
    expect(a2hsCloseCount()).toBe(99);
  });

  it('closing the download bar sets hideDownloadBar = 1 for the session', () => {
    expect(downloadBarHidden()).toBe(false);
    recordDownloadBarClosed();
    expect(sessionStorage.getItem('hideDownloadBar')).toBe('1');
    expect(downloadBarHidden()).toBe(true);
  });

  it('counts the forced modal’s closes', () => {
    recordForcedDownloadClosed();
    expect(forcedDownloadCloseCount()).toBe(1);
  });

  it('reads a damaged count as none', () => {
    localStorage.setItem('MC_A2HS_CLOSE_COUNT', 'many');
    expect(a2hsCloseCount()).toBe(0);
  });
});
