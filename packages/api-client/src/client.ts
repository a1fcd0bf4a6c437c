import ky, { type KyInstance } from 'ky';
import { sessionCache, type CacheStore } from './cache';
import { ruleFor } from './calls';
import { classifyResult, type Outcome } from './classify';
import { DEFAULT_TIMEOUT_MS, ENCRYPTION_REFUSED_CODES, MISSING_ENCRYPTION, NOT_SENT_STATUS } from './constants';
import { encryptPayload } from './encryption/encrypt-payload';
import { bodyText, startDeadline, type Deadline } from './deadline';
import { isEnvelope, type ApiResult } from './envelope';
import { buildHeaders, type HeaderSources } from './headers';
import { singleFlight } from './single-flight';
import { rsaKeyProvider, type RsaKeyProvider } from './rsa-key-provider';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ClientConfig {
  /** Origin of the platform; empty for the same origin as the app. */
  baseUrl?: string;
  /** Read at every call, so a language switch or a new token applies to the next call at once. */
  sources: () => HeaderSources;
  fetch?: typeof fetch;
  cache?: CacheStore;
  isOnline?: () => boolean;
  /**
   * Told of every call's outcome, so the shell can show the catalogue's alerts and toasts in one place.
   * `sentToken` is the Authorization the request carried (null for none, or for an answer from the
   * cache): a refusal speaks for that session only, not for one that started while it was on the way.
   */
  onOutcome?: (outcome: Outcome, result: ApiResult, path: string, options: CallOptions, sentToken: string | null) => void;
  /**
   * An answer the page asked for before the client existed (index.html's start script, issue 29), for
   * this address asked with exactly these headers; taken once. A GET without a body uses it instead
   * of asking again, and asks again should it have failed.
   */
  early?: (address: string, headers: Record<string, string>) => Promise<Response> | null;
}

export interface CallOptions {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  /** `false` leaves Authorization out. The path's row in `CALLS` sets it, with the module id. */
  auth?: boolean;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Read the body as text instead of the JSON envelope (the RSA key call answers bare text). */
  text?: boolean;
  /** GET only: answer from, and keep the answer in, the session-storage cache. */
  cache?: boolean;
  /** GET only: drop the cached answer and ask the server again. */
  flush?: boolean;
  /** `false`: no alert; the error is only passed to the caller (the path's row in `CALLS` may set it). */
  alert?: boolean;
  /** Concurrent identical calls share one request. */
  singleFlight?: boolean;
  /** Send the body encrypted (docs/platform-calls.md, Encrypted calls). */
  encrypted?: boolean;
  /** Error codes the caller handles itself, so the shell shows nothing for them. */
  handledCodes?: readonly string[];
}

export interface ApiClient {
  call<T>(path: string, options?: CallOptions): Promise<ApiResult<T>>;
  /** Fetch the RSA key for the next encrypted call ahead of time. */
  prefetchRsaKey(): void;
  /** Forget every cached GET answer (on logout, say). */
  clearCache(): void;
  /**
   * The full address of a platform path, for what the browser fetches by itself rather than
   * through a call, such as an image captcha's `<img src>`: the same base as every call.
   */
  url(path: string, query?: CallOptions['query']): string;
}

export class MissingUrlError extends Error {
  constructor() {
    super('A call needs a target address');
    this.name = 'MissingUrlError';
  }
}

function searchParams(query: CallOptions['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params[key] = String(value);
  }
  return params;
}

function addressOf(url: string, params: Record<string, string> | undefined): string {
  const search = params ? new URLSearchParams(params).toString() : '';
  return search ? `${url}?${search}` : url;
}

/** `url` with the query's defined values as its search: how every call's address is made. */
export function withQuery(url: string, query: CallOptions['query']): string {
  return addressOf(url, searchParams(query));
}

async function readResult<T>(response: Response, text: boolean | undefined, deadline: Deadline): Promise<ApiResult<T>> {
  const traceId = response.headers.get('x-app-trace-id') ?? undefined;
  const raw = await bodyText(response, deadline);
  if (text) return { success: response.ok, value: raw as T, status: response.status, traceId };
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    body = undefined;
  }
  if (isEnvelope(body))
    return { ...(body as ApiResult<T>), success: response.ok && body.success === true, status: response.status, traceId };
  // No envelope (a gateway's or proxy's own page): its text is not for the player; the catalogue's message is shown.
  return { success: false, value: undefined as T, status: response.status, traceId };
}

export function createApiClient(config: ClientConfig): ApiClient {
  const http: KyInstance = ky.create({
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const cache = config.cache ?? sessionCache();
  const share = singleFlight();
  const isOnline = config.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));

  /** What one call sent as its Authorization, filled in by `send`. */
  interface Sent {
    token: string | null;
  }

  async function send<T>(
    path: string,
    options: CallOptions,
    body: unknown,
    extraHeaders: Record<string, string>,
    sent: Sent = { token: null },
  ): Promise<ApiResult<T>> {
    const url = `${config.baseUrl ?? ''}${path}`;
    const sources = config.sources();
    sent.token = options.auth === false ? null : (sources.token ?? null);
    const headers = {
      ...buildHeaders(sources, { auth: options.auth, moduleId: ruleFor(path).moduleId }),
      ...options.headers,
      ...extraHeaders,
    };
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // The limit covers the body too; ky's own, for the headers, still aborts the request itself.
    const deadline = startDeadline(timeoutMs);
    const method = options.method ?? 'GET';
    const ask = () => http(url, { method, headers, searchParams: searchParams(options.query), json: body, timeout: timeoutMs });
    const early = method === 'GET' && body === undefined ? (config.early?.(withQuery(url, options.query), headers) ?? null) : null;
    try {
      const response = await deadline.race(early ? early.catch(ask) : ask());
      return await readResult<T>(response, options.text, deadline);
    } catch (error) {
      // No whole answer: offline, blocked by CORS, or out of time before the body ended.
      return { success: false, value: undefined as T, status: 0, message: error instanceof Error ? error.message : String(error) };
    } finally {
      deadline.clear();
    }
  }

  /** The last key fetch that got no answer at all, so the call reports the network, not the encryption. */
  let keyFailure: ApiResult<unknown> | null = null;
  const keys: RsaKeyProvider = rsaKeyProvider(async () => {
    const result = await send<string>('/wps/session/key/rsa', { text: true, query: { _: Date.now() } }, undefined, {
      'Cache-Control': 'no-cache',
    });
    keyFailure = result.status === 0 ? result : null;
    return result.success && typeof result.value === 'string' && result.value.trim() ? result.value.trim() : null;
  });

  async function sendEncrypted<T>(path: string, options: CallOptions, sent: Sent): Promise<ApiResult<T>> {
    const notSent: ApiResult<T> = { success: false, value: undefined as T, status: NOT_SENT_STATUS, message: MISSING_ENCRYPTION };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const key = await keys.take();
      if (!key) return keyFailure ? (keyFailure as ApiResult<T>) : notSent;
      let request;
      try {
        request = await encryptPayload(options.json ?? {}, key.text);
      } catch {
        return notSent;
      }
      const result = await send<T>(path, { ...options, method: options.method ?? 'POST' }, request.body, request.headers, sent);
      const refusedForEncryption = !result.success && result.errorCode !== undefined && ENCRYPTION_REFUSED_CODES.includes(result.errorCode);
      if (!refusedForEncryption) return result;
      if (attempt === 1) return result;
    }
    return notSent;
  }

  async function perform<T>(path: string, options: CallOptions): Promise<{ result: ApiResult<T>; sent: Sent }> {
    const sent: Sent = { token: null };
    const method = options.method ?? 'GET';
    const address = addressOf(path, searchParams(options.query));
    const cacheable = method === 'GET' && options.cache === true;
    const language = cacheable ? config.sources().language : undefined;
    if (cacheable && options.flush) cache.flush(address, language);
    if (cacheable && !options.flush) {
      const cached = cache.read<ApiResult<T>>(address, language);
      if (cached) return { result: cached, sent };
    }
    const result = options.encrypted ? await sendEncrypted<T>(path, options, sent) : await send<T>(path, options, options.json, {}, sent);
    if (cacheable && result.success) cache.write(address, result, language);
    return { result, sent };
  }

  return {
    async call<T>(path: string, asked: CallOptions = {}): Promise<ApiResult<T>> {
      if (!path || !path.trim()) throw new MissingUrlError();
      const options: CallOptions = { ...ruleFor(path), ...asked };
      const flightKey = `${options.method ?? 'GET'} ${addressOf(path, searchParams(options.query))} ${options.encrypted ? '' : JSON.stringify(options.json ?? null)}`;
      const { result, sent } = options.singleFlight
        ? await share(flightKey, () => perform<T>(path, options))
        : await perform<T>(path, options);
      config.onOutcome?.(
        classifyResult(result, { online: isOnline(), alert: options.alert, handledCodes: options.handledCodes }),
        result,
        path,
        options,
        sent.token,
      );
      return result;
    },
    prefetchRsaKey() {
      keys.prefetch();
    },
    clearCache() {
      cache.clear();
    },
    url(path, query) {
      return withQuery(`${config.baseUrl ?? ''}${path}`, query);
    },
  };
}
