/**
 * The merchant's web app manifest (spec 000 §7, spec 001 §7), `GET /wps/system/manifest.json?merchantCode=`:
 * the page links it and the browser fetches it itself, with no Merchant header, so the merchant's
 * code travels in the query. Its answer is the manifest, not an envelope (the simulator's README).
 */
const INSTALLED_APP_MANIFEST_PATH = '/wps/system/manifest.json';
const MERCHANT_QUERY = 'merchantCode';

/** The manifest's address for a merchant, as the page's `<link rel="manifest">` names it. */
export function installedAppManifestUrl(merchantCode: string): string {
  return `${INSTALLED_APP_MANIFEST_PATH}?${new URLSearchParams({ [MERCHANT_QUERY]: merchantCode })}`;
}
