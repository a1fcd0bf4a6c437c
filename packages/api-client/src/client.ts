import ky, { type KyInstance } from 'ky';
import { DEFAULT_TIMEOUT_MS } from './constants';
import { isEnvelope, type ApiResult } from './envelope';
import { buildHeaders, type HeaderSources } from './headers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ClientConfig {
  /** Origin of the platform; empty for the same origin as the app. */
  baseUrl?: string;
  /** Read at every call, so a language switch or a new token applies to the next call at once. */
  sources: () => HeaderSources;
  fetch?: typeof fetch;
}

export interface CallOptions {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  auth?: boolean;
  moduleId?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Read the body as text instead of the JSON envelope (the RSA key call answers bare text). */
  text?: boolean;
}

export interface ApiClient {
  call<T>(path: string, options?: CallOptions): Promise<ApiResult<T>>;
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

export function createApiClient(config: ClientConfig): ApiClient {
  const http: KyInstance = ky.create({
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });

  return {
    async call<T>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
      if (!path || !path.trim()) throw new MissingUrlError();
      const url = `${config.baseUrl ?? ''}${path}`;
      const headers = {
        ...buildHeaders(config.sources(), { auth: options.auth, moduleId: options.moduleId }),
        ...options.headers,
      };
      let response: Response;
      try {
        response = await http(url, {
          method: options.method ?? 'GET',
          headers,
          searchParams: searchParams(options.query),
          json: options.json,
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        });
      } catch (error) {
        // No response at all: offline, blocked by CORS, or timed out.
        return { success: false, value: undefined as T, status: 0, message: error instanceof Error ? error.message : String(error) };
      }
      const traceId = response.headers.get('x-app-trace-id') ?? undefined;
      const raw = await response.text();
      if (options.text) {
        return { success: response.ok, value: raw as T, status: response.status, traceId };
      }
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      if (isEnvelope(body)) {
        return { ...(body as ApiResult<T>), success: response.ok && body.success, status: response.status, traceId };
      }
      return { success: false, value: undefined as T, status: response.status, traceId, message: raw.slice(0, 200) };
    },
  };
}
