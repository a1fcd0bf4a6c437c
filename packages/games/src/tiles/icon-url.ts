/** A card's icon address: absolute as given, else under the merchant's first image CDN (spec 001 §3, imageCDNs). */
export function iconUrl(icon: string | undefined, imageCDNs: readonly string[]): string | null {
  if (!icon) return null;
  if (/^(https?:)?\/\//.test(icon) || icon.startsWith('/') || icon.startsWith('data:')) return icon;
  const cdn = imageCDNs[0];
  return cdn ? `${cdn.replace(/\/+$/, '')}/${icon.replace(/^\/+/, '')}` : null;
}
