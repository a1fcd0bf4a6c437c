import { REDIRECT_QUERY } from '@lotto/app-core';
import { LAUNCH_B2C, REDIRECT_QUERY_NAMES } from '../constants';
import { isListedHost } from './listed-host';

/** What a session redirect carries (spec 001 §7, "customer-service link"). */
export interface RedirectFields {
  token: string;
  language: string;
  headerColor: string;
  title: string;
}

/**
 * The address's `redirectUrl` when it leads off this app (another origin, over http or https),
 * else null: a same-origin way back is the login's business (auth's `inAppRedirect`).
 */
export function externalRedirectTarget(search: string, appOrigin: string): URL | null {
  const wanted = new URLSearchParams(search).get(REDIRECT_QUERY);
  if (!wanted) return null;
  let url: URL;
  try {
    url = new URL(wanted, appOrigin);
  } catch {
    return null;
  }
  return url.origin !== appOrigin && (url.protocol === 'https:' || url.protocol === 'http:') ? url : null;
}

/**
 * A signed-in member's external redirect (spec 001 §7): the target with the token, language,
 * headerColor, b2c=1 and the page title, or null when its host is not one the merchant lists
 * (merchant file plus the platform's domainList): then nothing is sent anywhere.
 */
export function sessionRedirect(target: URL, fields: RedirectFields, listed: readonly string[], appOrigin: string): string | null {
  if (!isListedHost(target, listed, appOrigin)) return null;
  const url = new URL(target);
  url.searchParams.set(REDIRECT_QUERY_NAMES.token, fields.token);
  url.searchParams.set(REDIRECT_QUERY_NAMES.language, fields.language);
  url.searchParams.set(REDIRECT_QUERY_NAMES.headerColor, fields.headerColor);
  url.searchParams.set(REDIRECT_QUERY_NAMES.b2c, String(LAUNCH_B2C));
  url.searchParams.set(REDIRECT_QUERY_NAMES.title, fields.title);
  return url.toString();
}
