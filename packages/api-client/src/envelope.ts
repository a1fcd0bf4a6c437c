/** The platform's response envelope (docs/platform-calls.md, The answer envelope). */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  message?: string;
  errorCode?: string;
}

/** What a call resolves to: the envelope plus what the transport saw, so errors can be classified. */
export interface ApiResult<T = unknown> extends Envelope<T> {
  /** HTTP status, or 0 when no response arrived (network failure, CORS, timeout). */
  status: number;
  /** `x-app-trace-id` of the response, kept so a player can quote it to support. */
  traceId?: string;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'success' in body;
}
