import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiClient, CallOptions } from '../client';

/** One server call as RTK Query sees it: the path and the same options `call` takes. */
export interface PlatformQueryArgs extends CallOptions {
  path: string;
}

/** A refused call, with what the error catalogue already knows of it (the alert has been handled by then). */
export interface PlatformQueryError {
  status: number;
  errorCode?: string;
  message?: string;
  traceId?: string;
  /** What a refusal carries beside its code (a claim's missing field, a check-in's required amounts). */
  value?: unknown;
}

/** The store's thunk extra argument must carry the platform client for the base query to reach it. */
interface PlatformQueryExtra {
  api: ApiClient;
}

/**
 * The one base query for every feature's server data: it goes through `call`, so headers,
 * encryption, the envelope, the session cache and the error catalogue stay in one place.
 * It takes the client from the store's extra argument rather than closing over one, so a
 * story or test store with a canned client needs nothing else.
 */
export const platformBaseQuery: BaseQueryFn<PlatformQueryArgs, unknown, PlatformQueryError> = async ({ path, ...options }, { extra }) => {
  const result = await (extra as PlatformQueryExtra).api.call(path, options);
  if (result.success) return { data: result.value };
  return {
    error: { status: result.status, errorCode: result.errorCode, message: result.message, traceId: result.traceId, value: result.value },
  };
};
