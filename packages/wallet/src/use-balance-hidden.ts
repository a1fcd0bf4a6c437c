import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@lotto/app-core';

/** Every balance on screen (top bar, account page) hides and shows together, and the choice outlives the visit. */
const CHANGED = 'lotto:balance-hidden';

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.balanceHidden) === '1';
  } catch {
    // Storage blocked (Safari's private mode of old): shown, and the toggle lasts this page only.
    return memory;
  }
}

let memory = false;

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab of the app changed it.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether the member hides the balance, and a switch for it. */
export function useBalanceHidden(): [boolean, () => void] {
  const hidden = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => {
    memory = !read();
    try {
      if (memory) localStorage.setItem(STORAGE_KEYS.balanceHidden, '1');
      else localStorage.removeItem(STORAGE_KEYS.balanceHidden);
    } catch {
      // Kept in memory only (above).
    }
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [hidden, toggle];
}
