import type { Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { platformApi } from './platform-api';

/**
 * RTK Query's focus follows the page's visibility, and nothing else: a hidden page pauses the polls
 * that ask for it, and a page shown again asks them at once (`WHILE_VISIBLE`). RTK's default
 * listeners also count a window's focus, which would ask again at every click back into a page
 * that never left the screen. RTK reads the page once, when `platformApi` is made; the first
 * action through the store corrects that to the page as it is now. A store takes it beside
 * `platformApi.middleware`, once.
 */
export const followPageVisibility: Middleware = ({ dispatch, getState }) => {
  const visible = () => document.visibilityState === 'visible';
  let tell = (): void => undefined;
  setupListeners(dispatch, (listen, { onFocus, onFocusLost }) => {
    tell = () => void listen(visible() ? onFocus() : onFocusLost());
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  });
  let synced = false;
  return (next) => (action) => {
    const result = next(action);
    if (!synced) {
      synced = true;
      if (selectPageVisible(getState() as ServerDataState) !== visible()) tell();
    }
    return result;
  };
};

/** A poll's subscription: no call while the page is hidden, one at once when it is shown again, then the interval anew. */
export const WHILE_VISIBLE = { skipPollingIfUnfocused: true, refetchOnFocus: true } as const;

/** A store's server data, once the shell has joined `platformApi` (absent before). */
export interface ServerDataState {
  platformApi?: ReturnType<typeof platformApi.reducer>;
}

/** Whether the page is visible, as the polls see it (visible until the store hears otherwise). */
export function selectPageVisible(state: ServerDataState): boolean {
  return state.platformApi?.config.focused ?? true;
}
