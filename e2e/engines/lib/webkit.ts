import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Engine, EngineDriver, PageFunction } from './driver';
import { WEBKIT_DRIVER_PORT } from './ports';
import { PHONE } from './viewport';

/** WebKitGTK's MiniBrowser, installed with the library under its multiarch directory. */
function miniBrowser(): string {
  for (const dir of readdirSync('/usr/lib')) {
    const binary = `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(binary)) return binary;
  }
  throw new Error('MiniBrowser is missing: apt-get install -y webkit2gtk-driver');
}

/** Makes the page's viewport the phone's: the window's frame takes some of its size. */
async function fitViewport(driver: WebDriver): Promise<void> {
  await driver.manage().window().setRect(PHONE);
  const inner = await driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }');
  await driver
    .manage()
    .window()
    .setRect({ width: 2 * PHONE.width - inner.width, height: 2 * PHONE.height - inner.height });
}

/**
 * WebKitGTK learns of the network from GLib's network monitor, which no WebDriver command reaches;
 * so the page hears what WebKit would tell it when the monitor reports the network gone:
 * `navigator.onLine` turns false and `offline` fires (or the reverse).
 */
function announceNetwork(offline: boolean): void {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

function webkitDriver(driver: WebDriver): EngineDriver {
  const page: EngineDriver = {
    engine: 'webkit',
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args) {
      return driver.executeScript<Result>(fn as never, ...args);
    },
    async element(fn, ...args) {
      return (await driver.executeScript<WebElement | null>(fn as never, ...args)) ?? null;
    },
    click: (element) => (element as WebElement).click(),
    // WebKitWebDriver keeps a chord's modifier held through the text after it (Ctrl+A then
    // "xyz" cuts), so the field is emptied by WebDriver's own clear before typing.
    async type(element, text) {
      await (element as WebElement).clear();
      await (element as WebElement).sendKeys(text);
    },
    async screenshot(path) {
      await writeFile(path, await driver.takeScreenshot(), 'base64');
    },
    async setOffline(offline) {
      await driver.executeScript(announceNetwork as never, offline);
    },
    // WebDriver works in one browsing context at a time: each call steps into the frame and back
    // out, and an element found in there is used in there again.
    frame(css) {
      const within = async <T>(action: () => Promise<T>): Promise<T> => {
        await driver.switchTo().frame(await driver.findElement(By.css(css)));
        try {
          return await action();
        } finally {
          await driver.switchTo().defaultContent();
        }
      };
      return {
        evaluate: (fn, ...args) => within(() => page.evaluate(fn, ...args)),
        element: (fn, ...args) => within(() => page.element(fn, ...args)),
        click: (element) => within(() => page.click(element)),
        type: (element, text) => within(() => page.type(element, text)),
      };
    },
    close: () => driver.quit(),
  };
  return page;
}

export function webkit(): Engine {
  return {
    name: 'webkit',
    async open(profile = {}) {
      if (!process.env.DISPLAY)
        throw new Error('MiniBrowser needs an X display: run the suite through `pnpm test:engines` (it starts Xvfb)');
      // A session per journey: a fresh MiniBrowser with an ephemeral profile, as a fresh Playwright
      // context; WebKitWebDriver itself is the run's, started by global-setup.ts.
      const driver = await new Builder()
        .usingServer(`http://127.0.0.1:${WEBKIT_DRIVER_PORT}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowser(),
            args: ['--automation', ...(profile.localStorageBlocked ? ['--enable-html5-local-storage=false'] : [])],
          },
        })
        .build();
      await fitViewport(driver);
      return webkitDriver(driver);
    },
  };
}
