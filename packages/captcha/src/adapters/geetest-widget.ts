import { loadScriptFromHosts, startingAt, type ScriptInjector } from '../script-loader';
import { RESOURCE_TIMEOUT_MS } from '../constants';
import { toCaptchaError, type CaptchaHosts } from '../types';

/** The part of the vendor's widget object (v3 initGeetest, v4 initGeetest4) the adapters use. */
export interface GeetestWidget {
  onReady(handler: () => void): unknown;
  onSuccess(handler: () => void): unknown;
  onError(handler: (error: unknown) => void): unknown;
  onClose(handler: () => void): unknown;
  getValidate(): false | Record<string, string>;
  reset(): unknown;
  destroy(): unknown;
  /** v3 */
  verify?: () => unknown;
  /** v4 */
  showCaptcha?: () => unknown;
}

export type GeetestInit = (config: Record<string, unknown>, callback: (widget: GeetestWidget) => void) => void;

export interface WidgetDeps {
  inject?: ScriptInjector;
  timeoutMs?: number;
  /** Where the vendor script defines its init function; the page's window by default. */
  scope?: Record<string, unknown>;
}

interface Pending {
  resolve(result: Record<string, string> | null): void;
  reject(error: unknown): void;
}

/**
 * What both versions share: the script from the static hosts (unless already on the page),
 * one widget whose ready, success, error and close events become promises, and a widget that
 * failed is dropped so the next load starts afresh (spec 000 §4: a retry goes back to loading).
 */
export class GeetestWidgetDriver {
  private widget: GeetestWidget | null = null;
  private ready: Promise<void> | null = null;
  private pending: Pending | null = null;
  /** The static hosts starting with the one that served the script. */
  private staticHosts: string[] | null = null;
  /** Loads of the script tried so far; a retry asks for a fresh copy (see loadScript). */
  private scriptLoads = 0;

  constructor(
    private readonly scriptPath: string,
    private readonly initName: 'initGeetest' | 'initGeetest4',
    private readonly deps: WidgetDeps,
  ) {}

  get timeoutMs(): number {
    return this.deps.timeoutMs ?? RESOURCE_TIMEOUT_MS;
  }

  private scope(): Record<string, unknown> {
    return this.deps.scope ?? (window as unknown as Record<string, unknown>);
  }

  private init(): GeetestInit | null {
    const init = this.scope()[this.initName];
    return typeof init === 'function' ? (init as GeetestInit) : null;
  }

  /** Loads the script if needed; answers the static hosts to hand to the widget. */
  async loadScript(hosts: CaptchaHosts): Promise<string[]> {
    if (this.init() === null || this.staticHosts === null) {
      if (this.init() === null) {
        // A retry adds a query: the browser would otherwise queue the request behind the earlier,
        // still unanswered one for the same address (its cache lock), and wait again.
        const path = this.scriptLoads === 0 ? this.scriptPath : `${this.scriptPath}?_=${Date.now()}`;
        this.scriptLoads += 1;
        const from = await loadScriptFromHosts(hosts.static, path, {
          inject: this.deps.inject,
          timeoutMs: this.timeoutMs,
          isReady: () => this.init() !== null,
        });
        this.staticHosts = startingAt(hosts.static, from.index);
      } else {
        this.staticHosts = [...hosts.static];
      }
    }
    return this.staticHosts;
  }

  get loaded(): boolean {
    return this.widget !== null && this.ready !== null;
  }

  /** Creates the widget with this config and resolves when it is ready (rejects on its error). */
  start(config: Record<string, unknown>): Promise<void> {
    const init = this.init();
    if (init === null) return Promise.reject(new Error(`${this.initName} is not on the page`));
    this.ready = new Promise<void>((resolve, reject) => {
      init(config, (widget) => {
        this.widget = widget;
        widget.onReady(() => resolve());
        widget.onSuccess(() => {
          const validate = widget.getValidate();
          this.settle((pending) => pending.resolve(validate === false ? null : { ...validate }));
        });
        widget.onClose(() => this.settle((pending) => pending.resolve(null)));
        widget.onError((error) => {
          const failure = toCaptchaError(error);
          reject(failure);
          this.settle((pending) => pending.reject(failure));
          this.drop();
        });
      });
    });
    const ready = this.ready;
    ready.catch(() => undefined);
    return ready;
  }

  private settle(action: (pending: Pending) => void): void {
    const pending = this.pending;
    this.pending = null;
    if (pending) action(pending);
  }

  /** Opens the widget; the vendor's validate object, or null when the player closed it. */
  async open(): Promise<Record<string, string> | null> {
    if (this.ready === null || this.widget === null) throw new Error('captcha widget not loaded');
    await this.ready;
    const widget = this.widget;
    const answer = new Promise<Record<string, string> | null>((resolve, reject) => {
      this.pending = { resolve, reject };
    });
    if (widget.showCaptcha) widget.showCaptcha();
    else widget.verify?.();
    return answer;
  }

  resetWidget(): void {
    this.widget?.reset();
  }

  /** Forget the widget (after an error, a spent v3 challenge, or on destroy). */
  drop(): void {
    const widget = this.widget;
    this.widget = null;
    this.ready = null;
    this.settle((pending) => pending.resolve(null));
    try {
      widget?.destroy();
    } catch {
      // A widget that failed may not destroy cleanly; it is forgotten either way.
    }
  }
}
