import { isGecko, isInAppBrowser } from './in-app-browser';

/**
 * Private or incognito windows refuse social login (spec 000 §5): the provider's sign-in
 * needs storage that such windows throw away. No browser says so directly; these are the
 * signals each engine gives.
 */
export interface PrivateModeProbe {
  /** Chromium: a private window's quota is a slice of memory, far below a profile's disk share. */
  storageQuota?: () => Promise<number | undefined>;
  heapLimit?: number;
  /** WebKit: the origin-private file system refuses private windows. */
  openDirectory?: () => Promise<unknown>;
  /** Gecko: no service workers in private windows (on a secure page); WKWebViews have none anywhere. */
  serviceWorkers?: boolean;
  secureContext?: boolean;
  userAgent?: string;
}

/** A Chromium profile gets a share of the disk; a private window gets at most about this. */
const FALLBACK_HEAP_LIMIT = 1_073_741_824;

export async function isPrivateBrowsing(probe: PrivateModeProbe = browserProbe()): Promise<boolean> {
  const userAgent = probe.userAgent ?? '';
  // An app's own browser keeps its storage; the private-window signals below misfire there.
  if (isInAppBrowser(userAgent)) return false;
  if (isGecko(userAgent) && probe.secureContext && probe.serviceWorkers === false) return true;
  if (probe.openDirectory) {
    try {
      await probe.openDirectory();
    } catch (error) {
      if (String((error as Error)?.message ?? error).includes('unknown transient reason')) return true;
    }
  }
  if (probe.storageQuota) {
    const quota = await probe.storageQuota().catch(() => undefined);
    if (quota !== undefined && quota < 2 * (probe.heapLimit ?? FALLBACK_HEAP_LIMIT)) return true;
  }
  return false;
}

function browserProbe(): PrivateModeProbe {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const memory = (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  return {
    storageQuota: storage?.estimate ? async () => (await storage.estimate()).quota : undefined,
    heapLimit: memory?.jsHeapSizeLimit,
    openDirectory: storage?.getDirectory ? () => storage.getDirectory() : undefined,
    serviceWorkers: typeof navigator !== 'undefined' ? 'serviceWorker' in navigator : undefined,
    secureContext: typeof isSecureContext === 'boolean' ? isSecureContext : undefined,
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : undefined,
  };
}
