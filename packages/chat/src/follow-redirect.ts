import { alertShown } from '@lotto/app-core';
import { externalRedirectTarget, sessionRedirect } from './links/session-redirect';
import { CHAT_NAMESPACE } from './locales';
import type { ChatThunk } from './store-types';

/** What an external redirect needs of the shell. */
export interface RedirectDeps {
  /** Hosts the merchant's file lists for addresses that carry the session. */
  hosts: readonly string[];
  /** The merchant's header colour (`headerColor`). */
  headerColor: string;
  language(): string;
  /** Leaves the app for the address, without keeping this page in the history (Back would redirect again). */
  leave(url: string): void;
}

/**
 * A signed-in member whose address names an external `redirectUrl` (spec 001 §7) goes there
 * with the session's fields when the merchant lists its host (the merchant file plus the
 * platform's domainList); otherwise the player is told, in their language, and nothing is sent.
 */
export const followExternalRedirect =
  (deps: RedirectDeps, location: Pick<Location, 'search' | 'origin'> = window.location): ChatThunk =>
  async (dispatch, getState) => {
    const { session, common } = getState();
    const token = session.info?.token;
    const target = token ? externalRedirectTarget(location.search, location.origin) : null;
    if (!token || !target) return;
    const fields = { token, language: deps.language(), headerColor: deps.headerColor, title: document.title };
    const url = sessionRedirect(target, fields, [...deps.hosts, ...common.domainList], location.origin);
    if (url) deps.leave(url);
    else dispatch(alertShown({ messageKey: 'redirect_refused', namespace: CHAT_NAMESPACE }));
  };
