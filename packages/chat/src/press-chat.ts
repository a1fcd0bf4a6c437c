import { launchChat } from './server-data/chat-launch';
import { alertShown, loginLeadingBack, selectChatAccess, webAddress, withoutToken } from '@lotto/app-core';
import type { ChatDeps } from './chat-deps';
import { launchEnded, launchStarted, selectLaunching } from './chat-slice';
import { LAUNCH_B2C } from './constants';

import { CHAT_NAMESPACE } from './locales';
import type { ChatThunk } from './store-types';

/**
 * The chat entry pressed (spec 001 §4): a visitor goes to login and back; member type 4 is told
 * `no_permissions`; anyone else gets `CBS_launchChat`'s `chatUrl` in a new window. A second tap
 * while a launch is under way sends nothing.
 */
export const pressChatEntry =
  (deps: ChatDeps): ChatThunk =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const access = selectChatAccess(state);
    if (access === 'login') deps.navigate(loginLeadingBack(window.location.href));
    if (access === 'no-permission') dispatch(alertShown({ messageKey: 'no_permissions', namespace: CHAT_NAMESPACE }));
    if (access !== 'launch' || selectLaunching(state)) return;

    dispatch(launchStarted());
    const tab = deps.openWindow();
    try {
      const result = await launchChat(extra.api, {
        b2c: LAUNCH_B2C,
        title: document.title,
        backUrl: withoutToken(new URL(window.location.href)).toString(),
        language: deps.language(),
      });
      const url = result.success ? (webAddress(result.value?.chatUrl, { plainHttp: true })?.toString() ?? null) : null;
      if (url) {
        tab.go(url);
        return;
      }
      tab.cancel();
      // A refusal has had its alert from the error catalogue; an answer without an address has not.
      if (result.success) dispatch(alertShown({ messageKey: 'launch_failed', namespace: CHAT_NAMESPACE }));
    } finally {
      dispatch(launchEnded());
    }
  };
