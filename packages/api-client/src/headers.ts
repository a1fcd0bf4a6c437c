import { DEFAULT_LANGUAGE_HEADER } from './constants';

export interface HeaderSources {
  merchant: string;
  language?: string | null;
  token?: string | null;
  device?: string | null;
  userAgent?: string | null;
}

export interface HeaderOptions {
  /** `false` leaves `Authorization` out, for the calls that must go without the session. */
  auth?: boolean;
  moduleId?: string;
  extra?: Record<string, string | undefined | null>;
}

/** base64 of the user agent, as the live client sends it; a non-Latin-1 agent is encoded as UTF-8 first. */
export function encodeUserAgent(userAgent: string): string {
  const bytes = new TextEncoder().encode(userAgent);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The headers of every call (docs/platform-calls.md, Request headers): Merchant once, Language
 * (default CN), the raw token as Authorization unless the call disables it, ModuleId and
 * Device where they apply, X-Real-UA. Empty values are never sent.
 */
export function buildHeaders(sources: HeaderSources, options: HeaderOptions = {}): Record<string, string> {
  const candidate: Record<string, string | null | undefined> = {
    Merchant: sources.merchant,
    Language: sources.language || DEFAULT_LANGUAGE_HEADER,
    Authorization: options.auth === false ? undefined : sources.token,
    ModuleId: options.moduleId,
    Device: sources.device,
    'X-Real-UA': sources.userAgent ? encodeUserAgent(sources.userAgent) : undefined,
    ...options.extra,
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(candidate)) {
    if (typeof value === 'string' && value.trim() !== '') headers[name] = value;
  }
  return headers;
}
