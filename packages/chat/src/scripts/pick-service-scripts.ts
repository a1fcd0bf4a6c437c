import { isListedHost } from '../links/listed-host';

/** A service script to run: its address and the few attributes a widget's loader reads. */
interface ServiceScript {
  src: string;
  attributes: Record<string, string>;
}

/** A widget's loader may read its element's id and data-*; nothing that runs code (`on*`) or points elsewhere. */
const KEPT_ATTRIBUTE = /^(?:id|charset|crossorigin|data-[a-z0-9-]+)$/;
/** Types a browser runs as a script; a template or JSON block is not code. */
const SCRIPT_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

export interface PickedScripts {
  scripts: ServiceScript[];
  /** Addresses left out because their host is not listed (or they are not web addresses). */
  refused: string[];
}

/**
 * The scripts of `WPSCORE_getCustomerServiceScript`'s HTML that may run (issue 15): those with a
 * `src` on a host the merchant's file lists (or the app's own origin), each once, in order.
 * Inline code is dropped (the Content Security Policy would block it anyway, and it would be the
 * server's HTML running unchecked), and so is everything that is not a script: the HTML is only
 * read, in an inert document, and none of it reaches the page.
 */
export function pickServiceScripts(html: string, listed: readonly string[], appOrigin: string): PickedScripts {
  const inert = new DOMParser().parseFromString(html, 'text/html');
  const scripts: ServiceScript[] = [];
  const refused: string[] = [];
  for (const element of inert.querySelectorAll('script')) {
    const raw = element.getAttribute('src');
    if (raw === null || !SCRIPT_TYPE.test(element.getAttribute('type') ?? '')) continue;
    const url = parseAddress(raw, appOrigin);
    if (url === null || !isListedHost(url, listed, appOrigin)) {
      refused.push(raw);
      continue;
    }
    if (scripts.some((script) => script.src === url.href)) continue;
    const attributes: Record<string, string> = {};
    for (const { name, value } of element.attributes) if (KEPT_ATTRIBUTE.test(name)) attributes[name] = value;
    if (element.getAttribute('type')?.toLowerCase() === 'module') attributes.type = 'module';
    scripts.push({ src: url.href, attributes });
  }
  return { scripts, refused };
}

function parseAddress(raw: string, base: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}
