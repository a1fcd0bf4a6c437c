import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, THEME_CHOSEN_EVENT } from '@lotto/app-core';
import { themeScript } from './theme-script';

const COLOURS = { light: '#b3261e', dark: '#111827' };

/** The head script run on a page whose head has the template's one theme-color, with a device and storage as given. */
function pageWith(kept: string | null | 'blocked', devicePrefersDark = false) {
  document.head.innerHTML = `<meta name="theme-color" content="${COLOURS.light}">`;
  const device = { matches: devicePrefersDark, listeners: [] as (() => void)[] };
  const media = {
    get matches() {
      return device.matches;
    },
    addListener: (listener: () => void) => device.listeners.push(listener),
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const localStorage = {
    getItem: (key: string) => {
      if (kept === 'blocked') throw new Error('blocked');
      return key === STORAGE_KEYS.theme ? kept : null;
    },
  };
  const matchMedia = (query: string) => (query === '(prefers-color-scheme: dark)' ? media : { matches: false });
  runInNewContext(themeScript(COLOURS), {
    document,
    localStorage,
    matchMedia,
    window: { matchMedia },
    addEventListener: (name: string, listener: (event: unknown) => void) => listeners.set(name, listener),
  });
  return {
    theme: () => document.documentElement.getAttribute('data-theme'),
    bars: () =>
      [...document.head.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
        meta.getAttribute('content'),
        meta.getAttribute('media'),
      ]),
    deviceTurns: (dark: boolean) => {
      device.matches = dark;
      for (const listener of device.listeners) listener();
    },
    chosen: (choice: string) => listeners.get(THEME_CHOSEN_EVENT)!({ detail: choice }),
    otherTab: (value: string | null) => {
      kept = value;
      listeners.get('storage')!({});
    },
  };
}

describe('themeScript', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('shows light, with the light bar, when nothing is kept, something unknown is, or storage is blocked', () => {
    for (const kept of [null, 'sepia', 'blocked']) {
      const page = pageWith(kept, true);
      expect(page.theme()).toBe('light');
      expect(page.bars()).toEqual([[COLOURS.light, null]]);
    }
  });

  it('puts on a kept dark before the body parses, with one dark bar, whatever the device prefers', () => {
    const page = pageWith('dark', false);
    expect(page.theme()).toBe('dark');
    expect(page.bars()).toEqual([[COLOURS.dark, null]]);
    page.deviceTurns(true);
    page.deviceTurns(false);
    expect(page.theme()).toBe('dark');
  });

  it("for 'device', shows what the device prefers, names a bar per preference, and follows the device live", () => {
    const page = pageWith('device', true);
    expect(page.theme()).toBe('dark');
    expect(page.bars()).toEqual([
      [COLOURS.light, '(prefers-color-scheme: light)'],
      [COLOURS.dark, '(prefers-color-scheme: dark)'],
    ]);
    page.deviceTurns(false);
    expect(page.theme()).toBe('light');
    expect(page.bars()).toHaveLength(2);
  });

  it('follows a choice made on the account page (even with storage blocked) and one made in another tab', () => {
    const page = pageWith('blocked', true);
    page.chosen('dark');
    expect(page.theme()).toBe('dark');
    expect(page.bars()).toEqual([[COLOURS.dark, null]]);
    page.chosen('device');
    expect(page.bars()).toHaveLength(2);
    page.deviceTurns(false);
    expect(page.theme()).toBe('light');

    const other = pageWith(null);
    other.otherTab('dark');
    expect(other.theme()).toBe('dark');
    other.otherTab(null);
    expect(other.theme()).toBe('light');
    expect(other.bars()).toEqual([[COLOURS.light, null]]);
  });

  it('is plain ES5, so the oldest phones run it as they parse the head', () => {
    expect(themeScript(COLOURS)).not.toMatch(/=>|\bconst\b|\blet\b|\.includes\(|`/);
  });
});
