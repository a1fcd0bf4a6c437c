import type { CustomerServiceEntry } from '@lotto/api-client';

/**
 * The customer-service link the system screens offer: the first entry's path (spec 001 §3).
 * The live platform obfuscates paths with a scheme the spec leaves out, and the client then
 * falls back to the raw value (spec 001 §7), so the raw value is used; only web addresses
 * are opened, never `javascript:` or the like.
 */
export function customerServiceUrl(entries: readonly CustomerServiceEntry[]): string | null {
  const path = entries[0]?.path?.trim();
  if (!path) return null;
  try {
    const url = new URL(path, typeof location === 'undefined' ? 'https://invalid.example' : location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Outside the app, in a new tab that cannot reach back into this page. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
