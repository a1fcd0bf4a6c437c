import { mayCarryToken } from '@lotto/app-core';

/**
 * Whether an address is on a host the merchant lists, the only hosts the session may go to. The
 * app's own origin always is. A listed entry is a bare host (`chat.example.com`, any port, https
 * only) or an origin (`https://line.example.com:8443`, exactly that origin), as the platform's
 * domainList gives its lines; an `http://` entry lists nothing but the machine itself (the local simulator).
 */
export function isListedHost(url: URL, listed: readonly string[], appOrigin: string): boolean {
  // What goes to a listed host carries the session (or runs as script): never over plain http, the local simulator excepted.
  if (!mayCarryToken(url)) return false;
  if (url.origin === appOrigin) return true;
  return listed.some((entry) => {
    const value = entry.trim().toLowerCase();
    if (value.includes('://')) return originOf(value) === url.origin;
    return url.protocol === 'https:' && (value === url.hostname || value === url.host);
  });
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
