/**
 * Blocked domains for the status call's domain_not_available: a merchant may refuse the domain
 * the app was opened on (the `originalDomain` query) or the one it calls (the request's Host).
 */

/** A domain as host and hostname, from "host", "host:port" or a URL; null when it is not one. */
function parseDomain(text: string): { host: string; hostname: string; hasPort: boolean } | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return null;
  try {
    const url = new URL(trimmed.includes('://') ? trimmed : `http://${trimmed}`);
    const hostname = url.hostname.replace(/\.$/, '');
    if (hostname === '') return null;
    return { host: url.port === '' ? hostname : `${hostname}:${url.port}`, hostname, hasPort: url.port !== '' };
  } catch {
    return null;
  }
}

/** Normalises a control-API entry: lower case, no scheme or path; null when it is not a domain. */
export function normaliseDomain(text: string): string | null {
  return parseDomain(text)?.host ?? null;
}

/**
 * Whether any candidate is blocked. An entry with a port ("127.0.0.1:4317") matches that host and
 * port only; an entry without ("lucky-star.example") matches the host name on any port.
 */
export function isDomainBlocked(blocked: readonly string[], candidates: readonly (string | undefined)[]): boolean {
  if (blocked.length === 0) return false;
  const entries = blocked.map(parseDomain).filter((entry) => entry !== null);
  return candidates.some((candidate) => {
    const domain = candidate === undefined ? null : parseDomain(candidate);
    if (domain === null) return false;
    return entries.some((entry) => (entry.hasPort ? entry.host === domain.host : entry.hostname === domain.hostname));
  });
}
