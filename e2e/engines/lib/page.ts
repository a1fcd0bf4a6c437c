import type { ElementRef, EngineDriver, EngineName, FrameDriver } from './driver';
import { findInPage, type Query, type TextMatch } from './queries';

/** As long as Playwright's `expect` waits in the journeys (playwright.config.ts). */
export const WAIT_MS = 10_000;
const POLL_MS = 100;

const textMatch = (value: string | RegExp): TextMatch => (typeof value === 'string' ? value : { source: value.source, flags: value.flags });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RoleOptions {
  name?: string | RegExp;
  exact?: boolean;
  level?: number;
}

/** The ways to name an element, shared by the page and every locator (searching inside it). */
abstract class Finder {
  protected abstract chained(query: Query): Locator;
  getByRole(role: string, options: RoleOptions = {}): Locator {
    const { name, exact, level } = options;
    return this.chained({ by: 'role', role, name: name === undefined ? undefined : textMatch(name), exact, level });
  }
  getByLabel(label: string | RegExp, options: { exact?: boolean } = {}): Locator {
    return this.chained({ by: 'label', label: textMatch(label), exact: options.exact });
  }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}): Locator {
    return this.chained({ by: 'text', text: textMatch(text), exact: options.exact });
  }
  locator(css: string): Locator {
    return this.chained({ by: 'css', css });
  }
}

/**
 * An element named the way a player finds it, looked up afresh on every use (as Playwright's
 * locators are), so a re-render between two steps never leaves a journey holding a stale element.
 */
export class Locator extends Finder {
  constructor(
    private readonly driver: FrameDriver,
    private readonly chain: Query[],
  ) {
    super();
  }

  protected override chained(query: Query): Locator {
    return new Locator(this.driver, [...this.chain, query]);
  }

  override toString(): string {
    return this.chain.map((query) => JSON.stringify(query)).join(' >> ');
  }

  private async resolve(): Promise<ElementRef | null> {
    return this.driver.element(findInPage as (chain: Query[], answer: 'element') => Element | null, this.chain, 'element');
  }

  /** Waits until the element is there, visible and enabled, then acts on it; retried while the page re-renders under it. */
  private async act<T>(action: (element: ElementRef) => Promise<T>): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    let lastError: unknown;
    while (Date.now() < deadline) {
      try {
        const element = await this.resolve();
        if (element && (await this.driver.evaluate(actionable, element as Element))) return await action(element);
      } catch (error) {
        lastError = error;
      }
      await pause(POLL_MS);
    }
    throw new Error(`${this} was never there, visible and enabled${lastError ? `: ${String(lastError)}` : ''}`);
  }

  private async read<T>(reader: (element: Element) => T, fallback: T): Promise<T> {
    const element = await this.resolve();
    return element ? this.driver.evaluate(reader, element as Element) : fallback;
  }

  click(): Promise<void> {
    return this.act((element) => this.driver.click(element));
  }
  fill(text: string): Promise<void> {
    return this.act((element) => this.driver.type(element, text));
  }
  /** Picks an option as the browser does when a player picks it: the value changes, then input and change fire. */
  selectOption(value: string): Promise<void> {
    return this.act(async (element) => {
      await this.driver.evaluate(pickOption, element as Element, value);
    });
  }
  count(): Promise<number> {
    return this.driver.evaluate(findInPage as (chain: Query[], answer: 'count') => number, this.chain, 'count');
  }
  /** Whether a player sees any match: one round trip, so a toast of 1.5 s is caught even in a slow engine. */
  async isVisible(): Promise<boolean> {
    return (await this.count()) > 0;
  }
  text(): Promise<string> {
    return this.read((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim(), '');
  }
  value(): Promise<string | null> {
    return this.read((element) => (element as HTMLInputElement).value ?? null, null);
  }
  async attribute(name: string): Promise<string | null> {
    const element = await this.resolve();
    return element
      ? this.driver.evaluate((node: Element, attribute: string) => node.getAttribute(attribute), element as Element, name)
      : null;
  }
  /** The element's box in CSS pixels, for layout checks such as mirroring. */
  box(): Promise<{ left: number; right: number; width: number } | null> {
    return this.read((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, width: rect.width };
    }, null);
  }
}

function actionable(element: Element): boolean {
  const shown =
    typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)
      : element.getClientRects().length > 0;
  return shown && !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true';
}

function pickOption(element: Element, value: string): void {
  const select = element as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** One journey's tab in one engine, with the locators of Playwright's page. */
export class EnginePage extends Finder {
  constructor(
    private readonly driver: EngineDriver,
    private readonly baseURL: string,
  ) {
    super();
  }

  get engine(): EngineName {
    return this.driver.engine;
  }

  protected override chained(query: Query): Locator {
    return new Locator(this.driver, [query]);
  }

  /** The document of the frame `css` names, searched as the page is (Playwright's `frameLocator`). */
  frameLocator(css: string): Finder {
    const frame = this.driver.frame(css);
    return new (class extends Finder {
      protected override chained(query: Query): Locator {
        return new Locator(frame, [query]);
      }
    })();
  }
  goto(path: string): Promise<void> {
    return this.driver.goto(new URL(path, this.baseURL).href);
  }
  async reload(): Promise<void> {
    await this.driver.goto(await this.driver.url());
  }
  /** The address's path and query, as the journeys' `toHaveURL` checks read it. */
  async path(): Promise<string> {
    const url = new URL(await this.driver.url());
    return `${url.pathname}${url.search}`;
  }
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result> {
    return this.driver.evaluate(fn, ...args);
  }
  /**
   * Starts noting every message the page's status regions announce, with when it came and went:
   * a toast of 1.5 s may come and go between two WebDriver round trips of a busy machine.
   */
  recordAnnouncements(): Promise<void> {
    return this.driver.evaluate(() => {
      const log: Array<{ text: string; shownAt: number; goneAt?: number }> = [];
      (window as unknown as { announcements: typeof log }).announcements = log;
      const note = () => {
        const now = Array.from(document.querySelectorAll('[role="status"]'), (node) =>
          (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ).filter(Boolean);
        for (const entry of log) if (entry.goneAt === undefined && !now.includes(entry.text)) entry.goneAt = performance.now();
        for (const text of now)
          if (!log.some((entry) => entry.text === text && entry.goneAt === undefined)) log.push({ text, shownAt: performance.now() });
      };
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }
  /** What `recordAnnouncements` noted, oldest first; `goneAt` is absent while still shown. */
  announcements(): Promise<Array<{ text: string; shownAt: number; goneAt?: number }>> {
    return this.driver.evaluate(
      () => (window as unknown as { announcements: Array<{ text: string; shownAt: number; goneAt?: number }> }).announcements,
    );
  }
  setOffline(offline: boolean): Promise<void> {
    return this.driver.setOffline(offline);
  }
  screenshot(path: string, wholePage?: boolean): Promise<void> {
    return this.driver.screenshot(path, wholePage);
  }
}
