import { addScript } from '@lotto/app-core/add-script';
import { JS_LOAD_TIMEOUT, RESOURCE_TIMEOUT_MS } from './constants';
import { CaptchaError, type CaptchaHosts } from './types';

/**
 * Loads a vendor script from a list of hosts (spec 000 §9): each host has RESOURCE_TIMEOUT_MS
 * to serve it, then the next is tried. A dead host that never answers costs exactly the
 * timeout. When none serves it, the load fails with the vendor's 60204 (js resource load timeout).
 */

/** Puts one script on the page; `loaded` settles when the browser loaded or failed it. */
export type ScriptInjector = (url: string) => { loaded: Promise<void>; remove(): void };

export interface LoadFromHostsOptions {
  inject?: ScriptInjector;
  timeoutMs?: number;
  /** The script defined what it should (e.g. window.initGeetest); a host whose script did not counts as failed. */
  isReady?: () => boolean;
  /** Told of every host tried and how it went, for diagnostics. */
  onAttempt?: (url: string, outcome: 'loaded' | 'failed' | 'timeout') => void;
}

export interface LoadedFrom {
  /** The host that served the script, and its position in the list. */
  host: string;
  index: number;
}

/** A host from the settings as a base URL: absolute URLs are kept, bare host names get https://. */
export function hostUrl(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** A host entry's origin (bare names are https), or null when it is not an address. */
function entryOrigin(entry: string): string | null {
  try {
    return new URL(hostUrl(entry)).origin;
  } catch {
    return null;
  }
}

/**
 * The settings' hosts (`gw`, the simulator's extension) that the merchant's file lists, or that are
 * on the app's own origin (the simulator's stand-in); else the merchant's configured production
 * hosts. A status answer never decides on its own where the captcha's scripts load from. Entries
 * stay as written: the vendor's widget wants bare host names, the simulator's absolute URLs; only
 * script addresses are made absolute (hostUrl).
 */
export function resolveHosts(
  gw: { GEETEST_API_HOSTS?: string[]; GEETEST_STATIC_HOSTS?: string[] },
  fallback: CaptchaHosts,
  appOrigin: string = location.origin,
): CaptchaHosts {
  const pick = (named: string[] | undefined, listed: string[]) => {
    const allowed = new Set([appOrigin, ...listed.map(entryOrigin)]);
    const kept = (Array.isArray(named) ? named : []).filter((entry) => typeof entry === 'string' && allowed.has(entryOrigin(entry)));
    return [...(kept.length > 0 ? kept : listed)];
  };
  return { api: pick(gw.GEETEST_API_HOSTS, fallback.api), static: pick(gw.GEETEST_STATIC_HOSTS, fallback.static) };
}

/** The list starting at the host that answered, so the widget does not wait on a dead one again. */
export function startingAt<T>(list: readonly T[], index: number): T[] {
  if (index <= 0 || index >= list.length) return [...list];
  return [...list.slice(index), ...list.slice(0, index)];
}

// Anonymous: the vendor's hosts get no cookie of ours, and its errors stay readable to the page.
const domScriptInjector: ScriptInjector = (url) => addScript(url, { crossOrigin: 'anonymous' });

type Attempt = 'loaded' | 'failed' | 'timeout';

function attempt(url: string, inject: ScriptInjector, timeoutMs: number): Promise<Attempt> {
  return new Promise<Attempt>((resolve) => {
    const handle = inject(url);
    const timer = setTimeout(() => {
      handle.remove();
      resolve('timeout');
    }, timeoutMs);
    handle.loaded.then(
      () => {
        clearTimeout(timer);
        resolve('loaded');
      },
      () => {
        clearTimeout(timer);
        handle.remove();
        resolve('failed');
      },
    );
  });
}

export async function loadScriptFromHosts(hosts: readonly string[], path: string, options: LoadFromHostsOptions = {}): Promise<LoadedFrom> {
  const inject = options.inject ?? domScriptInjector;
  const timeoutMs = options.timeoutMs ?? RESOURCE_TIMEOUT_MS;
  for (const [index, host] of hosts.entries()) {
    const url = `${hostUrl(host)}${path}`;
    let outcome = await attempt(url, inject, timeoutMs);
    if (outcome === 'loaded' && options.isReady && !options.isReady()) outcome = 'failed';
    options.onAttempt?.(url, outcome);
    if (outcome === 'loaded') return { host, index };
  }
  throw new CaptchaError(JS_LOAD_TIMEOUT, 'js resource load timeout');
}
