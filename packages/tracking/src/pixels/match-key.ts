/**
 * The member's match key for a vendor's advanced matching: the SHA-256 of the id, in lowercase
 * hex as Meta and TikTok take it. Undefined where the page has no Web Crypto (an insecure
 * origin): the vendor then gets no key at all, never the id itself.
 */
export async function matchKey(customerId: string): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(customerId.trim().toLowerCase()));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return undefined;
  }
}
