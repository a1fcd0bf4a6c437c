/**
 * A line as the merchant lists it ("www.example.com", "example.com:8443",
 * "https://example.com/") turned into an origin; null when the entry is not a host.
 * Entries without a scheme take the page's, so an http test site tests http lines.
 */
export function lineOrigin(entry: string, protocol = 'https:'): string | null {
  const text = entry.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `${protocol}//${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname ? url.origin : null;
  } catch {
    return null;
  }
}

/** How a line is shown to the player: its host, with the port when it has one. */
export function lineLabel(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}
