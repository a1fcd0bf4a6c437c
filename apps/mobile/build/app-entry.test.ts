import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_SCRIPT, FIRST_PAINT_WAIT_MS, ROUTE_FILES_ID, deferEntry } from './app-entry';
import type { RouteFiles } from './route-files';
import { createApiClient } from '@lotto/api-client';
import { BANNER_GROUPS, listBanners } from '@lotto/popups/banners';
import { EARLY_ANSWERS_GLOBAL, takeEarlyAnswer } from '@lotto/app-core/early-answers';
import { EARLY_ASKS } from './early-asks';

const PAGE =
  '<html><head><script type="module" crossorigin src="/m/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/m/assets/vendor-def.js"></head><body><div id="root"></div></body></html>';

interface Added {
  tag: string;
  [property: string]: string;
}

type ObserverCallback = (list: unknown, observer: { disconnect: () => void }) => void;

/** Runs the start script in a page whose paints, frames and timers the test drives. */
function runStart({
  hidden = false,
  paintTiming = true,
  frames = true,
  files = undefined as RouteFiles | undefined,
  screen = 'home',
  stored = null as string | null,
  browser = [] as string[],
  serviceWorker = undefined as { controller: object | null } | undefined,
  fetch = undefined as ((url: string, init: RequestInit) => Promise<Response>) | undefined,
  standalone = false,
  userAgent = 'Mozilla/5.0 (Linux; Android 10; K) Chrome/120.0 Mobile Safari/537.36',
} = {}) {
  const timers: Array<{ run: () => void; ms: number }> = [];
  const frameCallbacks: Array<() => void> = [];
  const observers: Array<{ callback: ObserverCallback; options: unknown }> = [];
  const added: Added[] = [];
  const metas: Record<string, Array<{ content: string }>> = {
    'app-entry': [{ content: '/m/assets/index-abc.js' }],
    'app-module': [{ content: '/m/assets/vendor-def.js' }],
  };
  const nameOf = (selector: string) => /name=([\w-]+)/.exec(selector)?.[1] ?? '';
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelector: (selector: string) => metas[nameOf(selector)]?.[0] ?? null,
    querySelectorAll: (selector: string) => metas[nameOf(selector)] ?? [],
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: Added) => added.push(element) },
    getElementById: (id: string) => (id === ROUTE_FILES_ID && files ? { textContent: JSON.stringify(files) } : null),
    documentElement: { getAttribute: (name: string) => (name === 'data-first-screen' ? screen : null) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(private readonly callback: ObserverCallback) {}
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const window = {
    ...(frames ? { requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback) } : {}),
    localStorage: { getItem: (key: string) => (key === 'language' ? stored : null) },
    navigator: { languages: browser, serviceWorker, userAgent },
    ...(fetch ? { fetch, Promise, btoa } : {}),
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
  } as Record<string, unknown>;
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  new Function('window', 'document', 'PerformanceObserver', 'setTimeout', APP_ENTRY_SCRIPT)(
    window,
    document,
    PerformanceObserver,
    setTimeout,
  );
  const paint = () => observers.forEach(({ callback }) => callback({}, { disconnect: () => undefined }));
  return { timers, frameCallbacks, observers, added, paint, window };
}

const ENTRY_ADDED: Added[] = [
  { tag: 'script', type: 'module', crossOrigin: '', src: '/m/assets/index-abc.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/m/assets/vendor-def.js' },
];

const FILES: RouteFiles = {
  languages: ['CN', 'EN', 'TY', 'ES'],
  routes: { login: ['/m/assets/LoginPage-1.js', '/m/assets/LoginPage-2.css'] },
  texts: {
    CN: { '*': ['/m/assets/CN.1.js'], login: ['/m/assets/CN-AUTH.2.js'] },
    EN: { '*': ['/m/assets/EN.1.js'], login: ['/m/assets/EN-AUTH.2.js'] },
    TY: { '*': ['/m/assets/TY.1.js'] },
    ES: { '*': ['/m/assets/ES.1.js'] },
  },
};
const hrefs = (added: Added[]) => added.map((element) => element.href ?? element.src);

describe('deferEntry', () => {
  it('names the entry and its modules in the head without fetching them, and starts them from the end of the body', () => {
    const html = deferEntry(PAGE);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<meta name="app-entry" content="/m/assets/index-abc.js"><meta name="app-module" content="/m/assets/vendor-def.js">',
    );
    expect(html.endsWith(`<div id="root"></div><script>${APP_ENTRY_SCRIPT}</script></body></html>`)).toBe(true);
  });

  it('refuses a page without the entry rather than shipping one that never starts', () => {
    expect(() => deferEntry('<html><head></head><body></body></html>')).toThrow(/no module entry script/);
  });
});

describe('APP_ENTRY_SCRIPT', () => {
  it('fetches nothing until the first paint is reported, then preloads the modules and adds the entry, once', () => {
    const page = runStart();
    expect(page.observers.map((observer) => observer.options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(ENTRY_ADDED);
    // The fallback timer finds the app started.
    page.timers.find((timer) => timer.ms === FIRST_PAINT_WAIT_MS)!.run();
    expect(page.added).toHaveLength(2);
  });

  it(`starts anyway when no paint is reported within ${FIRST_PAINT_WAIT_MS} ms`, () => {
    const page = runStart();
    page.timers.find((timer) => timer.ms === FIRST_PAINT_WAIT_MS)!.run();
    expect(page.added).toEqual(ENTRY_ADDED);
  });

  it('waits for the second animation frame where the browser reports no paints', () => {
    const page = runStart({ paintTiming: false });
    expect(page.observers).toEqual([]);
    page.frameCallbacks.shift()!();
    // The first frame's callback runs before that frame is drawn.
    expect(page.added).toEqual([]);
    page.frameCallbacks.shift()!();
    expect(page.added).toEqual(ENTRY_ADDED);
  });

  it('starts a hidden page at once, since it draws nothing until shown', () => {
    const page = runStart({ hidden: true });
    expect(page.observers).toEqual([]);
    expect(page.added).toEqual(ENTRY_ADDED);
  });

  it("starts at once, before any paint, in a page the service worker answers: its files come from the worker's cache", () => {
    const page = runStart({ serviceWorker: { controller: {} } });
    expect(page.observers).toEqual([]);
    expect(page.added).toEqual(ENTRY_ADDED);
  });

  it('waits for the paint where the service worker does not answer the page yet (a first visit)', () => {
    const page = runStart({ serviceWorker: { controller: null } });
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(ENTRY_ADDED);
  });

  it('starts at once where the browser has neither paint reports nor animation frames', () => {
    const page = runStart({ paintTiming: false, frames: false });
    expect(page.added).toEqual(ENTRY_ADDED);
  });

  it("asks for the login page's modules and styles and its texts in the stored language with the entry, at once", () => {
    const page = runStart({ files: FILES, screen: 'login', stored: 'EN', browser: ['zh-CN'] });
    page.paint();
    expect(hrefs(page.added)).toEqual([
      '/m/assets/index-abc.js',
      '/m/assets/vendor-def.js',
      '/m/assets/EN.1.js',
      '/m/assets/EN-AUTH.2.js',
      '/m/assets/LoginPage-1.js',
      '/m/assets/LoginPage-2.css',
    ]);
    expect(page.added.at(-1)).toEqual({ tag: 'link', rel: 'preload', as: 'style', crossOrigin: '', href: '/m/assets/LoginPage-2.css' });
  });

  it("picks home's texts in the browser's language as i18n resolves it, else the merchant's first", () => {
    const texts = (browser: string[]) => {
      const page = runStart({ files: FILES, screen: 'home', browser });
      page.paint();
      return hrefs(page.added).slice(2);
    };
    expect(texts(['en-GB'])).toEqual(['/m/assets/EN.1.js']);
    expect(texts(['zh-TW'])).toEqual(['/m/assets/CN.1.js']);
    expect(texts(['fil'])).toEqual(['/m/assets/TY.1.js']);
    expect(texts([' es-es '])).toEqual(['/m/assets/ES.1.js']);
    expect(texts(['de-DE'])).toEqual(['/m/assets/CN.1.js']);
    expect(texts([])).toEqual(['/m/assets/CN.1.js']);
  });

  it('writes the files into a data block no script runs, with nothing that could close it', () => {
    const html = deferEntry(PAGE, { ...FILES, languages: ['</script>'] });
    expect(html).toContain(`<script type="application/json" id="${ROUTE_FILES_ID}">{"languages":["\\u003c/script>"]`);
  });

  describe("home's early banner list", () => {
    const BANNERS = {
      success: true,
      value: {
        banners: [
          { groupName: 'm_popup1', url: 'https://cdn.example/welcome.jpg' },
          { groupName: 'home', url: 'javascript:alert(1)' },
          { groupName: 'home', url: 'https://cdn.example/first.jpg' },
        ],
      },
    };
    const START = { ...FILES, merchant: 'demo', asks: EARLY_ASKS };
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    function serve(body: unknown = BANNERS) {
      return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body)));
    }

    it('is asked after the paint, with the headers the app sends, and the app adopts it instead of asking again', async () => {
      const fetch = serve();
      const page = runStart({ files: START, screen: 'home', browser: ['en-US'], fetch });
      expect(fetch).not.toHaveBeenCalled();
      page.paint();
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(EARLY_ASKS.home![0]!.url);
      expect(init.credentials).toBe('include');
      // The app's own client, with the headers the app gives it, and popups' banner call.
      const appFetch = vi.fn(async () => new Response('{}'));
      const api = createApiClient({
        sources: () => ({
          merchant: 'demo',
          language: 'EN',
          token: 'member-token',
          device: null,
          userAgent: (page.window.navigator as Navigator).userAgent,
        }),
        fetch: appFetch,
        early: (address, headers) => takeEarlyAnswer(address, headers, page.window),
      });
      const result = await listBanners(api);
      expect(appFetch).not.toHaveBeenCalled();
      expect(result.value?.banners?.map((banner) => banner.url)).toEqual([
        'https://cdn.example/welcome.jpg',
        'https://cdn.example/first.jpg',
      ]);
      expect(page.window[EARLY_ANSWERS_GLOBAL]).toEqual([]);
      // The image preloaded is the one home shows first.
      expect(EARLY_ASKS.home![0]!.image).toEqual({ list: 'banners', group: BANNER_GROUPS.home });
    });

    it("preloads the first home banner's image once the list names it, not another group's nor a script address", async () => {
      const page = runStart({ files: START, screen: 'home', fetch: serve() });
      page.paint();
      await flush();
      expect(page.added.filter((element) => element.as === 'image')).toEqual([]);
      const safe = { success: true, value: { banners: [BANNERS.value.banners[0], BANNERS.value.banners[2]] } };
      const second = runStart({ files: START, screen: 'home', fetch: serve(safe) });
      second.paint();
      await flush();
      expect(second.added.filter((element) => element.as === 'image')).toEqual([
        { tag: 'link', rel: 'preload', as: 'image', href: 'https://cdn.example/first.jpg' },
      ]);
    });

    it('is not asked on the login page, in an installed app (its calls carry a Device header), or without fetch', () => {
      const onLogin = serve();
      runStart({ files: START, screen: 'login', fetch: onLogin }).paint();
      const installed = serve();
      runStart({ files: START, screen: 'home', fetch: installed, standalone: true }).paint();
      expect(onLogin).not.toHaveBeenCalled();
      expect(installed).not.toHaveBeenCalled();
      const old = runStart({ files: START, screen: 'home' });
      old.paint();
      expect(old.added[0]).toEqual(ENTRY_ADDED[0]);
    });

    it("leaves the answer to the app's own call when the app asks with other headers (another language)", async () => {
      const page = runStart({ files: START, screen: 'home', browser: ['en-US'], fetch: serve() });
      page.paint();
      const early = vi.fn((address: string, headers: Record<string, string>) => takeEarlyAnswer(address, headers, page.window));
      const api = createApiClient({
        sources: () => ({ merchant: 'demo', language: 'UR', userAgent: (page.window.navigator as Navigator).userAgent }),
        fetch: vi.fn(async () => new Response('{}')),
        early,
      });
      await listBanners(api);
      expect(early).toHaveReturnedWith(null);
      expect(page.window[EARLY_ANSWERS_GLOBAL]).toHaveLength(1);
    });
  });
});
