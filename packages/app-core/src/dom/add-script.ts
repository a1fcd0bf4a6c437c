export interface ScriptOptions {
  /** Run as soon as loaded (the default), or in the order added, as a page's own markup would. */
  async?: boolean;
  crossOrigin?: 'anonymous';
  /** The vendor's own attributes (a widget's `data-*` settings, say), set before the address. */
  attributes?: Readonly<Record<string, string>>;
  doc?: Document;
}

export interface AddedScript {
  /** Settles when the browser has run the script (resolves) or given up on it (rejects). */
  loaded: Promise<void>;
  remove(): void;
}

/**
 * Adds a script element to the page's head: the one way the app loads a vendor's or a merchant's
 * script (captcha, pixels, service widgets, mini games), so each caller keeps only its own rule
 * (which hosts, how long to wait, what the script must define).
 */
export function addScript(url: string, { async = true, crossOrigin, attributes = {}, doc = document }: ScriptOptions = {}): AddedScript {
  const script = doc.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.async = async;
  if (crossOrigin) script.crossOrigin = crossOrigin;
  script.src = url;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`script failed: ${url}`)), { once: true });
  });
  // A caller that only adds the script (a widget that runs on its own) need not watch it fail.
  loaded.catch(() => undefined);
  doc.head.append(script);
  return { loaded, remove: () => script.remove() };
}
