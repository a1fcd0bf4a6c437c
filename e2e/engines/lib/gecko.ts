import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Frame, type JSHandle, type Page } from 'puppeteer-core';
import type { Engine, EngineDriver, PageFunction } from './driver';
import { GECKO_BIDI_PORT } from './ports';
import { LOCALE, PHONE } from './viewport';

/** Debian's Firefox ESR; it speaks WebDriver BiDi itself, so no geckodriver. */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Keeps Firefox off the closed network and in the journeys' language. */
export const GECKO_PREFS = {
  'intl.accept_languages': LOCALE,
  'intl.locale.requested': LOCALE,
  'browser.shell.checkDefaultBrowser': false,
  'app.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  // Offline mode is the test's switch alone, never Firefox's guess from the machine's interfaces.
  'network.manage-offline-status': false,
  // JSON as a plain document of its origin, not the JSON viewer's page: the fixture's flags set on
  // the simulator's ping (fixtures.ts) then reach the app's session storage, as in WebKit.
  'devtools.jsonview.enabled': false,
};

/** puppeteer types each page function's arguments from the function; the driver's callers type them already. */
type Untyped<Result> = (fn: unknown, ...args: unknown[]) => Promise<Result>;

/** A page's or a frame's calls into its document: both have evaluate and evaluateHandle. */
function documentCalls(target: () => Promise<Page | Frame>): Pick<EngineDriver, 'evaluate' | 'element'> {
  return {
    async evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args) {
      const document = await target();
      return (document.evaluate.bind(document) as Untyped<Result>)(fn, ...args);
    },
    async element(fn, ...args) {
      const document = await target();
      const handle = await (document.evaluateHandle.bind(document) as Untyped<JSHandle>)(fn, ...args);
      const element = handle.asElement();
      if (element === null) await handle.dispose();
      return element;
    },
  };
}

function geckoDriver(context: BrowserContext, page: Page): EngineDriver {
  const driver: EngineDriver = {
    engine: 'gecko',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async url() {
      return page.url();
    },
    ...documentCalls(async () => page),
    async click(element) {
      await (element as ElementHandle).click();
    },
    async type(element, text) {
      const field = element as ElementHandle<HTMLInputElement>;
      await field.evaluate((input) => {
        input.focus();
        input.select();
      });
      await field.type(text);
    },
    async screenshot(path, wholePage = true) {
      await page.screenshot({ path: path as `${string}.png`, fullPage: wholePage });
    },
    async setOffline(offline) {
      await page.setOfflineMode(offline);
    },
    frame(css) {
      const frame = async () => {
        const framed = await (await page.$(css))?.contentFrame();
        if (!framed) throw new Error(`no frame ${css}`);
        return framed;
      };
      // An element handle acts wherever its frame is.
      return { ...documentCalls(frame), click: driver.click, type: driver.type };
    },
    async close() {
      await context.close();
    },
  };
  return driver;
}

export function gecko(): Engine {
  let browser: Promise<Browser> | undefined;
  return {
    name: 'gecko',
    async open(profile = {}) {
      // Firefox switches local storage off for the whole browser (dom.storage.enabled), not per user context.
      if (profile.localStorageBlocked) throw new Error('Gecko cannot block local storage for one journey');
      // The run's Firefox, started by global-setup.ts; this worker holds its one BiDi session.
      browser ??= puppeteer.connect({ browserWSEndpoint: `ws://127.0.0.1:${GECKO_BIDI_PORT}/session`, protocol: 'webDriverBiDi' });
      // A user context per journey: its own storage and cookies, as a fresh Playwright context has.
      const context = await (await browser).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ ...PHONE, deviceScaleFactor: 1 });
      return geckoDriver(context, page);
    },
  };
}
