/**
 * The browser side of the Geetest stand-in: what the simulator serves as gt.js (v3,
 * window.initGeetest) and v4/gt4.js (v4, window.initGeetest4). Same interface as the vendor's
 * scripts for product "bind"; instead of a puzzle, verify() / showCaptcha() opens a small dialog
 * ("I am human" and "Close"). Like the vendor's loader it asks an API host to start (v3 get.php,
 * v4 load), loads two resources from the static hosts (a failure reports 60205 for the gct
 * resource, 60204 for the captcha js), and on "I am human" asks an API host for the result
 * (v3 ajax.php, v4 verify), each host tried in turn with a 3 s timeout (config.timeout).
 *
 * It runs in the browser, never in Node: served-script.ts strips its types, lowers its syntax for
 * old browsers and serves it inside a function that declares the settings below, so that the
 * only globals it leaves are the vendor's.
 */

/** What served-script.ts declares in front of this file, one `var NAME = value;` each. */
export interface StandInSettings {
  VERSION: 'v3' | 'v4';
  /** The origin the simulator saw the script asked from; the script's own src wins. */
  SERVED_ORIGIN: string;
  BASE_PATH: string;
  API_HOSTS: readonly string[];
  STATIC_HOSTS: readonly string[];
  ERROR_DETAILS: Readonly<Record<string, string>>;
  NETWORK_FAILURE: string;
  DEFAULT_TIMEOUT_MS: number;
  API_UNREACHABLE_CODE: string;
  PARAM_ERROR_CODE: string;
}

/** The vendor's error object, as onError hands it to the app. */
interface CaptchaError {
  code: string;
  msg: string;
  desc: { detail: string };
  user_error: string;
  error_code: string;
}

/** What the app passes to initGeetest / initGeetest4; values are checked, as the app's are not ours to trust. */
interface StandInConfig {
  gt?: unknown;
  challenge?: unknown;
  offline?: unknown;
  captchaId?: unknown;
  timeout?: unknown;
  api_server?: unknown;
  api_servers?: unknown;
  static_servers?: unknown;
  apiServers?: unknown;
  staticServers?: unknown;
  onError?: unknown;
}

type EventName = 'ready' | 'success' | 'error' | 'close' | 'fail';
type Handler = (argument?: unknown) => void;
type Validate = Record<string, unknown>;

interface StandInCaptcha {
  onReady(handler: unknown): StandInCaptcha;
  onSuccess(handler: unknown): StandInCaptcha;
  onError(handler: unknown): StandInCaptcha;
  onClose(handler: unknown): StandInCaptcha;
  onFail(handler: unknown): StandInCaptcha;
  appendTo(): StandInCaptcha;
  reset(): StandInCaptcha;
  destroy(): void;
  getValidate(): Validate | false;
  /** v3 */
  verify?: () => void;
  /** v4 */
  showCaptcha?: () => void;
}

type Init = (config: StandInConfig | undefined, callback: unknown) => void;

/** The hosts of one kind, and the one to try first: the one that answered last. */
interface HostList {
  hosts: string[];
  start: number;
}

interface Run {
  timeout: number;
  api: HostList;
  statics: HostList;
}

declare const VERSION: StandInSettings['VERSION'];
declare const SERVED_ORIGIN: StandInSettings['SERVED_ORIGIN'];
declare const BASE_PATH: StandInSettings['BASE_PATH'];
declare const API_HOSTS: StandInSettings['API_HOSTS'];
declare const STATIC_HOSTS: StandInSettings['STATIC_HOSTS'];
declare const ERROR_DETAILS: StandInSettings['ERROR_DETAILS'];
declare const NETWORK_FAILURE: StandInSettings['NETWORK_FAILURE'];
declare const DEFAULT_TIMEOUT_MS: StandInSettings['DEFAULT_TIMEOUT_MS'];
declare const API_UNREACHABLE_CODE: StandInSettings['API_UNREACHABLE_CODE'];
declare const PARAM_ERROR_CODE: StandInSettings['PARAM_ERROR_CODE'];
/** The page's window, passed in by the function served-script.ts wraps this file in. */
declare const window: Window & { initGeetest?: Init; initGeetest4?: Init };

const document = window.document;
let origin = SERVED_ORIGIN;
let ownHost: string | null = null;
let dialogCount = 0;
try {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current && current.src) {
    const url = new URL(current.src, window.location.href);
    origin = url.origin;
    const match = url.pathname.match(/\/sim-geetest\/([^/]+)\//);
    if (match) ownHost = match[1] as string;
  }
} catch {
  // The origin the simulator saw stays.
}

/** Absolute URLs are kept; the simulator's host names become its paths; other names (the vendor's) are dropped. */
function hostList(value: unknown, known: readonly string[], preferred: string | null): string[] {
  const entries: unknown[] = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  const hosts: string[] = [];
  entries.forEach((entry) => {
    const text = String(entry).replace(/\/+$/, '');
    if (/^https?:\/\//i.test(text)) hosts.push(text);
    else if (known.indexOf(text.replace(/^\/+/, '')) >= 0) hosts.push(origin + BASE_PATH + '/' + text.replace(/^\/+/, ''));
  });
  if (hosts.length > 0) return hosts;
  let names = known.slice();
  const start = preferred === null ? -1 : names.indexOf(preferred);
  if (start > 0) names = names.slice(start).concat(names.slice(0, start));
  return names.map((name) => origin + BASE_PATH + '/' + name);
}

function query(params: Record<string, unknown>): string {
  return Object.keys(params)
    .map((key) => encodeURIComponent(key) + '=' + encodeURIComponent(params[key] == null ? '' : String(params[key])))
    .join('&');
}

function makeError(code: unknown, detail?: unknown, msg?: unknown): CaptchaError {
  const codeText = String(code);
  // As the vendor's: the server's message and detail as they came, else the loader's own.
  const text = (msg || NETWORK_FAILURE) as string;
  return {
    code: codeText,
    msg: text,
    desc: { detail: (detail || ERROR_DETAILS[codeText] || text) as string },
    user_error: text,
    error_code: codeText,
  };
}

function isCaptchaError(value: unknown): value is CaptchaError {
  if (value === null || typeof value !== 'object') return false;
  const { code, msg } = value as { code?: unknown; msg?: unknown };
  return typeof code === 'string' && typeof msg === 'string';
}

function fetchText(url: string, timeout: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  return fetch(url, { signal: controller.signal, credentials: 'omit', cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.text();
    })
    .then(
      (text) => {
        clearTimeout(timer);
        return text;
      },
      (error: unknown) => {
        clearTimeout(timer);
        throw error;
      },
    );
}

/** Tries each host in turn, from the one that answered last; rejects when none answers in time. */
function fromHosts(list: HostList, path: string, timeout: number): Promise<string> {
  let tried = 0;
  function attempt(): Promise<string> {
    if (tried >= list.hosts.length) return Promise.reject(new Error('no host answered ' + path));
    const index = (list.start + tried) % list.hosts.length;
    tried += 1;
    return fetchText(list.hosts[index] + path, timeout).then((text) => {
      list.start = index;
      return text;
    }, attempt);
  }
  return attempt();
}

/** An API host's `data`; a failure is the vendor's error object. */
function apiCall(run: Run, path: string): Promise<Validate> {
  return fromHosts(run.api, path, run.timeout).then(
    (text) => {
      let body: { status?: unknown; code?: unknown; msg?: unknown; desc?: { detail?: unknown }; data?: unknown } | null;
      try {
        body = JSON.parse(text);
      } catch {
        throw makeError(API_UNREACHABLE_CODE, 'api answer is not JSON');
      }
      if (!body || body.status !== 'success') {
        throw makeError(body && body.code, body && body.desc && body.desc.detail, body && body.msg);
      }
      return body.data as Validate;
    },
    () => {
      throw makeError(API_UNREACHABLE_CODE, 'api request timeout');
    },
  );
}

function loadResources(run: Run): Promise<unknown> {
  return fromHosts(run.statics, '/static/gct.js', run.timeout).then(
    () =>
      fromHosts(run.statics, '/static/captcha.js', run.timeout).then(null, () => {
        throw makeError('60204');
      }),
    () => {
      throw makeError('60205');
    },
  );
}

function styled<T extends HTMLElement>(element: T, styles: Record<string, string>): T {
  const style = element.style as unknown as Record<string, string>;
  Object.keys(styles).forEach((name) => {
    style[name] = styles[name] as string;
  });
  return element;
}

function createCaptcha(config: StandInConfig): { captcha: StandInCaptcha; start: () => void } {
  const handlers: Record<EventName, Handler[]> = { ready: [], success: [], error: [], close: [], fail: [] };
  let status: 'loading' | 'ready' | 'success' | 'error' = 'loading';
  let lastError: CaptchaError | null = null;
  let readyFired = false;
  let validate: Validate | null = null;
  let pendingShow = false;
  let destroyed = false;
  let overlay: { root: HTMLElement; previous: Element | null } | null = null;
  let lotNumber: unknown = null;
  const run: Run = {
    timeout: typeof config.timeout === 'number' && config.timeout > 0 ? config.timeout : DEFAULT_TIMEOUT_MS,
    api: { hosts: hostList(VERSION === 'v4' ? config.apiServers : config.api_servers || config.api_server, API_HOSTS, null), start: 0 },
    statics: { hosts: hostList(VERSION === 'v4' ? config.staticServers : config.static_servers, STATIC_HOSTS, ownHost), start: 0 },
  };

  function emit(name: EventName, argument?: unknown): void {
    handlers[name].slice().forEach((handler) => {
      try {
        handler(argument);
      } catch (error) {
        setTimeout(() => {
          throw error;
        }, 0);
      }
    });
  }

  function fail(error: unknown): void {
    if (destroyed) return;
    status = 'error';
    lastError = isCaptchaError(error)
      ? error
      : makeError(API_UNREACHABLE_CODE, String((error && (error as { message?: unknown }).message) || error));
    closeOverlay();
    emit('error', lastError);
    if (typeof config.onError === 'function') config.onError(lastError);
  }

  function becomeReady(): void {
    if (destroyed) return;
    status = 'ready';
    readyFired = true;
    emit('ready');
    if (pendingShow) {
      pendingShow = false;
      show();
    }
  }

  function start(): void {
    status = 'loading';
    lastError = null;
    let begin: Promise<unknown>;
    if (VERSION === 'v4') {
      if (!config.captchaId) return fail(makeError(PARAM_ERROR_CODE, 'param error: captchaId', 'Captcha configuration error'));
      begin = apiCall(run, '/v4/load?' + query({ captcha_id: config.captchaId })).then((data) => {
        lotNumber = data.lot_number;
      });
    } else if (!config.gt || !config.challenge) {
      return fail(makeError(PARAM_ERROR_CODE, 'param error: gt and challenge', 'Captcha configuration error'));
    } else if (config.offline) {
      begin = Promise.resolve();
    } else {
      begin = apiCall(run, '/get.php?' + query({ gt: config.gt, challenge: config.challenge }));
    }
    begin.then(() => loadResources(run)).then(becomeReady, fail);
  }

  function offlineResult(): Validate {
    const random = Array.prototype.map
      .call(window.crypto.getRandomValues(new Uint8Array(16)), (byte: number) => (byte + 256).toString(16).slice(1))
      .join('');
    return { geetest_challenge: config.challenge, geetest_validate: random, geetest_seccode: random + '|jordan' };
  }

  function pass(button: HTMLButtonElement): void {
    button.disabled = true;
    let request: Promise<Validate>;
    if (VERSION === 'v4') {
      request = apiCall(run, '/v4/verify?' + query({ captcha_id: config.captchaId, lot_number: lotNumber })).then(
        (data) => data.seccode as Validate,
      );
    } else if (config.offline) {
      request = Promise.resolve(offlineResult());
    } else {
      request = apiCall(run, '/ajax.php?' + query({ gt: config.gt, challenge: config.challenge }));
    }
    request.then((result) => {
      if (destroyed) return;
      closeOverlay();
      validate = result;
      status = 'success';
      emit('success');
    }, fail);
  }

  function closeOverlay(): void {
    if (overlay === null) return;
    const previous = overlay.previous as HTMLElement | null;
    overlay.root.remove();
    overlay = null;
    if (previous && typeof previous.focus === 'function' && document.contains(previous)) previous.focus();
  }

  function closeByPlayer(): void {
    closeOverlay();
    emit('close');
  }

  function show(): void {
    if (overlay !== null || destroyed) return;
    dialogCount += 1;
    const titleId = 'sim-geetest-title-' + dialogCount;
    const noteId = 'sim-geetest-note-' + dialogCount;
    const root = styled(document.createElement('div'), {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483647',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'rgba(0, 0, 0, 0.5)',
    });
    root.setAttribute('data-sim-geetest', 'overlay');
    const dialog = styled(document.createElement('div'), {
      position: 'relative',
      background: '#ffffff',
      color: '#1a1a1a',
      borderRadius: '12px',
      padding: '20px 20px 16px',
      width: '280px',
      maxWidth: '90vw',
      boxShadow: '0 8px 32px rgba(0, 0, 0, 0.3)',
      font: '16px/1.4 system-ui, sans-serif',
    });
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.setAttribute('aria-describedby', noteId);
    dialog.setAttribute('data-sim-geetest', 'dialog');
    const title = styled(document.createElement('h2'), { margin: '0 32px 8px 0', fontSize: '18px' });
    title.id = titleId;
    title.textContent = 'Security check';
    const note = styled(document.createElement('p'), { margin: '0 0 16px', fontSize: '14px' });
    note.id = noteId;
    note.textContent = 'Simulated Geetest ' + VERSION + ': confirm that you are human to continue.';
    const passButton = styled(document.createElement('button'), {
      display: 'block',
      width: '100%',
      minHeight: '44px',
      border: '0',
      borderRadius: '8px',
      background: '#0b57d0',
      color: '#ffffff',
      fontSize: '16px',
      fontWeight: '600',
      cursor: 'pointer',
    });
    passButton.type = 'button';
    passButton.textContent = 'I am human';
    passButton.setAttribute('data-sim-geetest', 'pass');
    const closeButton = styled(document.createElement('button'), {
      position: 'absolute',
      top: '8px',
      right: '8px',
      width: '44px',
      height: '44px',
      border: '0',
      background: 'transparent',
      color: '#1a1a1a',
      fontSize: '24px',
      lineHeight: '1',
      cursor: 'pointer',
    });
    closeButton.type = 'button';
    closeButton.textContent = '\u00d7';
    closeButton.setAttribute('aria-label', 'Close');
    closeButton.setAttribute('data-sim-geetest', 'close');
    passButton.addEventListener('click', () => pass(passButton));
    closeButton.addEventListener('click', closeByPlayer);
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeByPlayer();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (document.activeElement === passButton ? closeButton : passButton).focus();
      }
    });
    dialog.appendChild(title);
    dialog.appendChild(note);
    dialog.appendChild(passButton);
    dialog.appendChild(closeButton);
    root.appendChild(dialog);
    overlay = { root, previous: document.activeElement };
    document.body.appendChild(root);
    passButton.focus();
  }

  function open(): void {
    if (destroyed) return;
    if (status === 'ready' || status === 'success') return show();
    pendingShow = true;
    if (status === 'error') start();
  }

  function on(name: EventName): (handler: unknown) => StandInCaptcha {
    return (handler) => {
      if (typeof handler !== 'function' || destroyed) return captcha;
      handlers[name].push(handler as Handler);
      if (name === 'ready' && readyFired && status !== 'loading') {
        setTimeout(() => {
          if (!destroyed) (handler as Handler)();
        }, 0);
      }
      if (name === 'error' && status === 'error') {
        setTimeout(() => {
          if (!destroyed && status === 'error') (handler as Handler)(lastError);
        }, 0);
      }
      return captcha;
    };
  }

  const captcha: StandInCaptcha = {
    onReady: on('ready'),
    onSuccess: on('success'),
    onError: on('error'),
    onClose: on('close'),
    onFail: on('fail'),
    appendTo: () => captcha,
    reset: () => {
      validate = null;
      closeOverlay();
      if (status === 'success') status = 'ready';
      return captcha;
    },
    destroy: () => {
      destroyed = true;
      closeOverlay();
      (Object.keys(handlers) as EventName[]).forEach((name) => {
        handlers[name] = [];
      });
    },
    getValidate: () => {
      if (validate === null) return false;
      const copy: Validate = {};
      const kept = validate;
      Object.keys(kept).forEach((key) => {
        copy[key] = kept[key];
      });
      return copy;
    },
  };
  if (VERSION === 'v4') captcha.showCaptcha = open;
  else captcha.verify = open;
  return { captcha, start };
}

function init(config: StandInConfig | undefined, callback: unknown): void {
  const created = createCaptcha(config || {});
  setTimeout(() => {
    try {
      if (typeof callback === 'function') callback(created.captcha);
    } finally {
      created.start();
    }
  }, 0);
}

if (VERSION === 'v4') window.initGeetest4 = init;
else window.initGeetest = init;
