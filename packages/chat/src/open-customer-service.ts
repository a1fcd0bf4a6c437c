import type { CustomerServiceEntry } from '@lotto/api-client';
import { alertShown } from '@lotto/app-core';
import type { ChatDeps } from './chat-deps';
import { chooserClosed, chooserOpened } from './chat-slice';
import { decodeServicePath } from './links/decode-path';
import { serviceLink, type LinkMember } from './links/service-link';
import { CHAT_NAMESPACE } from './locales';
import { selectServiceEntries } from './selectors';
import type { ChatRootState, ChatThunk } from './store-types';

/** The signed-in member as a service link names them; nobody for a visitor. */
function linkMember({ session }: ChatRootState): LinkMember {
  if (!session.info?.token) return {};
  return { userName: session.info.userName ?? session.member?.account, vipLabel: session.member?.clubLabel?.labelName };
}

/**
 * One customer-service entry opened (spec 001 §7): its path decoded (the cipher loads now, on
 * first use), the member's user name and, for AICAN, VIP label added, in a new window.
 */
export const openServiceEntry =
  (entry: CustomerServiceEntry, deps: ChatDeps): ChatThunk =>
  async (dispatch, getState) => {
    const tab = deps.openWindow();
    dispatch(chooserClosed());
    const url = await import('./links/des-decrypt').then(
      ({ desDecrypt }) =>
        serviceLink(entry.csType, decodeServicePath(entry.path, desDecrypt), linkMember(getState()), window.location.href),
      () => null,
    );
    if (url) {
      tab.go(url);
      return;
    }
    tab.cancel();
    dispatch(alertShown({ messageKey: 'launch_failed', namespace: CHAT_NAMESPACE }));
  };

/** "Contact us": with one entry it opens at once; with several the player chooses. */
export const openCustomerService =
  (deps: ChatDeps): ChatThunk =>
  async (dispatch, getState) => {
    const entries = selectServiceEntries(getState());
    if (entries.length === 1) await dispatch(openServiceEntry(entries[0]!, deps));
    else if (entries.length > 1) dispatch(chooserOpened());
  };
