import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@lotto/app-core';
import { chooseTheme, DEFAULT_THEME, storedTheme, useTheme } from './theme';

describe('the colour theme (spec 001 §9: light by default)', () => {
  afterEach(() => {
    localStorage.removeItem(STORAGE_KEYS.theme);
    document.documentElement.removeAttribute('data-theme');
  });

  it('is light until the player chooses', () => {
    expect(DEFAULT_THEME).toBe('light');
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

  it('with storage blocked, the choice lasts the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    chooseTheme('dark', blocked);
    expect(storedTheme(blocked)).toBe('dark');
    chooseTheme('light', blocked);
  });
});
