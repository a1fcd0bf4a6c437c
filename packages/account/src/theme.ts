import { useCallback, useSyncExternalStore } from 'react';
import {
  DARK_SCHEME_QUERY,
  DEFAULT_THEME_CHOICE,
  localStore,
  shownTheme,
  STORAGE_KEYS,
  THEME_CHOSEN_EVENT,
  themeChoiceOf,
  type ThemeChoice,
} from '@lotto/app-core';
import { setTheme } from '@lotto/ui';

/** The theme the player chose, kept in local storage; light when none. Where the browser refuses site data, the guarded store keeps the choice for the page. */
export function storedTheme(): ThemeChoice {
  return themeChoiceOf(localStore.getItem(STORAGE_KEYS.theme));
}

const devicePrefersDark = () => typeof matchMedia === 'function' && matchMedia(DARK_SCHEME_QUERY).matches;

/**
 * Applies a choice to the page at once and keeps it for the next visit. The head of index.html
 * applies the kept one before the first paint, hears the event to set the browser bar's colour, and
 * follows the device while the choice is 'device' (apps/mobile/build/theme-script.ts).
 */
export function chooseTheme(choice: ThemeChoice): void {
  setTheme(shownTheme(choice, devicePrefersDark()));
  localStore.setItem(STORAGE_KEYS.theme, choice);
  window.dispatchEvent(new CustomEvent(THEME_CHOSEN_EVENT, { detail: choice }));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(THEME_CHOSEN_EVENT, onChange);
  // Another tab of the app changed it.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(THEME_CHOSEN_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The player's choice, and a way to change it. */
export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => storedTheme(),
    () => DEFAULT_THEME_CHOICE,
  );
  const choose = useCallback((next: ThemeChoice) => chooseTheme(next), []);
  return [choice, choose];
}
