import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, localStore } from '@lotto/app-core';

/** Every balance on screen (top bar, account page) hides and shows together, and the choice outlives the visit. */
const CHANGED = 'lotto:balance-hidden';

// Where site data is blocked, the guarded store keeps the choice for this page only.
function read(): boolean {
  return localStore.getItem(STORAGE_KEYS.balanceHidden) === '1';
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

/** Whether the member hides the balance, and a switch for it. */
export function useBalanceHidden(): [boolean, () => void] {
  const hidden = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => {
    if (read()) localStore.removeItem(STORAGE_KEYS.balanceHidden);
    else localStore.setItem(STORAGE_KEYS.balanceHidden, '1');
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [hidden, toggle];
}
