import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStore, STORAGE_KEYS, THEME_CHOSEN_EVENT } from '@lotto/app-core';
import { chooseTheme, storedTheme, useTheme } from './theme';

/** A device that prefers dark, or not (jsdom has no matchMedia). */
function deviceDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }));
}

describe('the colour theme (spec 001 §9: light by default)', () => {
  afterEach(() => {
    localStore.removeItem(STORAGE_KEYS.theme);
    document.documentElement.removeAttribute('data-theme');
    vi.unstubAllGlobals();
  });

  it('is light until the player chooses', () => {
    expect(storedTheme()).toBe('light');
    localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect(storedTheme()).toBe('light');
  });

  it('a choice applies to the page at once and is kept for the next visit', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current[0]).toBe('light');
    act(() => result.current[1]('dark'));
    expect(result.current[0]).toBe('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    act(() => chooseTheme('light'));
    expect(result.current[0]).toBe('light');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it("'device' shows what the device prefers, and is kept as 'device'", () => {
    deviceDark(true);
    const { result } = renderHook(() => useTheme());
    act(() => result.current[1]('device'));
    expect(result.current[0]).toBe('device');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('device');
    deviceDark(false);
    act(() => chooseTheme('device'));
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });

  it('tells the head of the page the choice, which follows the device from there', () => {
    const heard: unknown[] = [];
    const hear = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener(THEME_CHOSEN_EVENT, hear);
    chooseTheme('device');
    chooseTheme('dark');
    window.removeEventListener(THEME_CHOSEN_EVENT, hear);
    expect(heard).toEqual(['device', 'dark']);
  });

  it('with storage blocked, the choice lasts the page', () => {
    const refuse = () => {
      throw new Error('blocked');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    chooseTheme('dark');
    expect(storedTheme()).toBe('dark');
    chooseTheme('device');
    expect(storedTheme()).toBe('device');
    chooseTheme('light');
  });
});
