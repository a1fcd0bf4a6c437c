/** The RSA key text as the server sends it: bare hex, sometimes in double quotes. */
export function cleanModulus(text: string): string {
  return text
    .trim()
    .replace(/^"+|"+$/g, '')
    .trim();
}

/**
 * The wrapped key's hex as the platform's client library prints it: lowercase, in whole
 * 16-bit words (the leading word keeps its zeros), not padded to the modulus length.
 */
export function toWordHex(hex: string): string {
  const clean = hex.toLowerCase().replace(/^0+(?=.)/, '');
  const padding = (4 - (clean.length % 4)) % 4;
  return '0'.repeat(padding) + clean;
}

/**
 * m for the textbook RSA step: the 16 ASCII bytes of the session key read as one
 * big-endian integer (the platform reverses the key and packs it little-endian, which
 * comes to the same number).
 */
export function sessionKeyToHex(sessionKey: string): string {
  let hex = '';
  for (const char of sessionKey) hex += char.charCodeAt(0).toString(16).padStart(2, '0');
  return hex;
}
