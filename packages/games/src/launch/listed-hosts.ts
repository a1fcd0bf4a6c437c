import { PATHS, secureAddress, withoutToken } from '@lotto/app-core';

/**
 * An address that leaves the app with the session goes only to hosts the
 * merchant lists. The app's own host counts as listed, on any port: it is the operator's own.
 */
export function isListedAddress(address: string, hosts: readonly string[], appOrigin: string): boolean {
  // A game address carries the provider's session: https only (the local simulator excepted), never javascript: or data:.
  const url = secureAddress(address, appOrigin);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return host === new URL(appOrigin).hostname || hosts.includes(host);
}

/**
 * Where the back button leads (spec 001 §2, issue 14): the address's `backUrl` when it is the
 * app's own or on a listed host, without any token; anything else falls back to home.
 */
export function safeBackUrl(backUrl: string, hosts: readonly string[], appOrigin: string): string {
  if (!backUrl || !isListedAddress(backUrl, hosts, appOrigin)) return `${appOrigin}${PATHS.home}`;
  return withoutToken(new URL(backUrl, appOrigin)).toString();
}
