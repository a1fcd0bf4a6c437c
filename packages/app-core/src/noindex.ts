/**
 * Spec 000 §2: pages whose path has more than two slashes, or on hosts that are not
 * localhost and do not start with www, are kept out of search engines.
 */
export function shouldNoIndex(pathname: string, hostname: string): boolean {
  const slashes = (pathname.match(/\//g) ?? []).length;
  const host = hostname.toLowerCase();
  const indexableHost = host === 'localhost' || host.startsWith('www');
  return slashes > 2 || !indexableHost;
}

export function applyRobotsMeta(pathname: string, hostname: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'robots';
    doc.head.appendChild(meta);
  }
  meta.content = shouldNoIndex(pathname, hostname) ? 'noindex' : 'index,follow';
}
