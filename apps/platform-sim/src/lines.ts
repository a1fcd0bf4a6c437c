/**
 * Line hosts for the line-speed chooser. A seeded line may be a placeholder that is resolved
 * per request, so that `pnpm start` on any port offers lines that really answer: the
 * simulator's own origin, and the same port under the other loopback name (127.0.0.1 and
 * localhost are different origins to the browser, so the cross-origin ping is exercised).
 */
export const SELF_LINE = '{self}';
export const LOOPBACK_ALIAS_LINE = '{loopback-alias}';

const LOOPBACK_ALIASES: Readonly<Record<string, string>> = {
  '127.0.0.1': 'localhost',
  localhost: '127.0.0.1',
};

/** The request origin under the other loopback name, or null when the host is not a loopback name. */
export function loopbackAliasOrigin(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const alias = LOOPBACK_ALIASES[url.hostname];
  if (alias === undefined) return null;
  url.hostname = alias;
  return url.origin;
}

export function resolveLines(lines: readonly string[], requestUrl: string): string[] {
  const self = new URL(requestUrl).origin;
  const alias = loopbackAliasOrigin(requestUrl);
  const resolved: string[] = [];
  for (const line of lines) {
    if (line === SELF_LINE) resolved.push(self);
    else if (line === LOOPBACK_ALIAS_LINE) {
      if (alias !== null) resolved.push(alias);
    } else resolved.push(line);
  }
  return resolved;
}
