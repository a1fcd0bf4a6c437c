/** Which engine a run drives: WebKit (WebKitGTK's MiniBrowser) or Gecko (Firefox ESR). */
export type EngineName = 'webkit' | 'gecko';

/**
 * An element as the engine's client holds it: a selenium WebElement or a puppeteer ElementHandle.
 * Passed to `evaluate`, it arrives in the page as the element itself.
 */
export type ElementRef = unknown;

/** A function run in the page; both clients send its source, so it may use nothing from outside itself. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result;

/**
 * What the page objects need from a browser, the same over WebDriver (WebKit) and WebDriver BiDi
 * (Gecko): everything above this line is shared, so a journey never names its engine's client.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** The first element `fn` returns, as a reference the client can click and type into; null when none. */
  element<Args extends unknown[]>(fn: PageFunction<Args, Element | null>, ...args: Args): Promise<ElementRef | null>;
  click(element: ElementRef): Promise<void>;
  /** Types into an emptied field, key by key, as a player would. */
  type(element: ElementRef, text: string): Promise<void>;
  /** The whole page by default (Gecko; WebKitWebDriver shoots the viewport), or only the viewport, which changes no layout mid-journey. */
  screenshot(path: string, wholePage?: boolean): Promise<void>;
  /**
   * Takes the browser off the network and back. Gecko has a real switch; WebKitWebDriver has
   * none, so there the page is told what WebKit's network monitor would tell it (see webkit.ts).
   */
  setOffline(offline: boolean): Promise<void>;
  /**
   * The same calls inside the document of the frame `css` names in the page (found afresh on each
   * call), as Playwright's frameLocator: a vendor's game is framed from another origin.
   */
  frame(css: string): FrameDriver;
  close(): Promise<void>;
}

/** What a locator needs of a document: the page's own, or a frame's in it. */
export type FrameDriver = Pick<EngineDriver, 'evaluate' | 'element' | 'click' | 'type'>;

/** How a journey's fresh profile differs from the default. */
export interface Profile {
  /** Local storage switched off, as Safari's "Block all cookies" leaves it (`localStorage` null or throwing). */
  localStorageBlocked?: boolean;
}

/** An engine: its browser (or driver server), started once per run and gone with the process, opens a fresh profile per journey. */
export interface Engine {
  readonly name: EngineName;
  open(profile?: Profile): Promise<EngineDriver>;
}
