import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, localStore } from '@lotto/app-core';
import { setTheme, type ThemeName } from '@lotto/ui';

/** Spec 001 §9: the theme is 'light' unless the player chose otherwise. */
export const DEFAULT_THEME: ThemeName = 'light';
const CHANGED = 'lotto:theme';

let memory: ThemeName = DEFAULT_THEME;

/** The theme the player chose, kept in local storage; light when none (or storage is blocked). */
export function storedTheme(storage: Pick<Storage, 'getItem'> = localStore): ThemeName {
  try {
    return storage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    // Storage blocked (old Safari's private mode): the choice lasts this page only.
    return memory;
  }
}

/**
 * Applies a theme to the page at once and keeps it for the next visit; the head of index.html
 * applies the kept one before the first paint (apps/mobile/build/first-screen-route.ts).
 */
export function chooseTheme(theme: ThemeName, storage: Pick<Storage, 'setItem'> = localStore): void {
  memory = theme;
  setTheme(theme);
  try {
    storage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Kept in memory only (above).
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab of the app changed it.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The theme in use, and a switch for it. */
export function useTheme(): [ThemeName, (theme: ThemeName) => void] {
  const theme = useSyncExternalStore(
    subscribe,
    () => storedTheme(),
    () => DEFAULT_THEME,
  );
  const choose = useCallback((next: ThemeName) => chooseTheme(next), []);
  return [theme, choose];
}
