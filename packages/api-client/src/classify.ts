import type { ApiResult } from './envelope';

/**
 * The error catalogue of spec 000 §8 and spec 001 §8 as one pure function: what the
 * app does with a call's outcome. The shell turns the outcome into alerts, toasts and
 * session changes; this file decides, it does nothing.
 */

export type Outcome =
  | { kind: 'ok' }
  /** success false with message CUSTOMER_NOT_LOGIN: log out, clear session storage, alert in_pls_login leading to login. */
  | { kind: 'customer-not-login' }
  /** customer.not.login, user.or.token.invalid, login.not.session or HTTP 401: treated as logged out. */
  | { kind: 'logged-out'; errorCode?: string }
  /** TOO_MANY_REQUEST*, HTTP 502, or the caller turned the alert off: nothing shown (side effects still apply). */
  | { kind: 'silent'; reason: 'rate-limited' | 'gateway' | 'alert-off' | 'handled-by-caller'; effects?: Effect[] }
  /** No connectivity: toast network_offline. */
  | { kind: 'offline' }
  /** A response never came while online: 'Network Error / CORS Errors'. */
  | { kind: 'network-error' }
  /** The status call's domain error: the domain error modal. */
  | { kind: 'domain-not-available'; message?: string }
  /** Any other failure: alert titled notice with the server's message, or unknown_error. */
  | { kind: 'alert'; message?: string; errorCode?: string; traceId?: string; effects: Effect[] };

/** Side effects that come with an alert for some codes. */
type Effect = 'disable-auto-login' | 'clear-remembered-login';

export interface ClassifyInput {
  status: number;
  body: unknown;
  online: boolean;
  /** The caller's `alert: false`: errors are passed on silently. */
  alert?: boolean;
  /** Codes the caller handles itself (login_verify_required, bind_customer_required…). */
  handledCodes?: readonly string[];
  traceId?: string;
}

const CUSTOMER_NOT_LOGIN = 'CUSTOMER_NOT_LOGIN';
const LOGGED_OUT_CODES: readonly string[] = ['customer.not.login', 'user.or.token.invalid', 'login.not.session'];
const RATE_LIMIT_PREFIX = 'TOO_MANY_REQUEST';
const TOKEN_IP_DIFFERENT = 'token_ip_different';
const CLEAR_REMEMBERED_CODES: readonly string[] = ['login.cred.err', 'not.exists.user'];
const DOMAIN_NOT_AVAILABLE = 'domain_not_available';
/** Codes that open a flow of their own instead of an alert. */
const FLOW_CODES: readonly string[] = ['login_verify_required', 'bind_customer_required'];

const HTTP_UNAUTHORIZED = 401;
const HTTP_BAD_GATEWAY = 502;

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function classify(input: ClassifyInput): Outcome {
  const { status, body, online } = input;
  const success = field(body, 'success') === true;
  if (success && status >= 200 && status < 300) return { kind: 'ok' };

  const message = text(field(body, 'message'));
  const errorCode = text(field(body, 'errorCode'));

  if (status === 0) {
    // A caller that handles its own failures (the ping, say) hears nothing from the shell.
    if (input.alert === false) return { kind: 'silent', reason: 'alert-off', effects: [] };
    return online ? { kind: 'network-error' } : { kind: 'offline' };
  }
  if (message === CUSTOMER_NOT_LOGIN) return { kind: 'customer-not-login' };
  if (status === HTTP_UNAUTHORIZED || (errorCode && LOGGED_OUT_CODES.includes(errorCode))) return { kind: 'logged-out', errorCode };
  if (errorCode && input.handledCodes?.includes(errorCode)) return { kind: 'silent', reason: 'handled-by-caller' };
  if (errorCode && FLOW_CODES.includes(errorCode)) return { kind: 'silent', reason: 'handled-by-caller' };
  if (errorCode?.toUpperCase().startsWith(RATE_LIMIT_PREFIX)) return { kind: 'silent', reason: 'rate-limited' };
  if (status === HTTP_BAD_GATEWAY) return { kind: 'silent', reason: 'gateway' };
  if (errorCode === DOMAIN_NOT_AVAILABLE) return { kind: 'domain-not-available', message };

  const effects: Effect[] = [];
  if (errorCode === TOKEN_IP_DIFFERENT) effects.push('disable-auto-login');
  if (errorCode && CLEAR_REMEMBERED_CODES.includes(errorCode)) effects.push('clear-remembered-login');
  if (input.alert === false) return { kind: 'silent', reason: 'alert-off', effects };
  return { kind: 'alert', message, errorCode, traceId: input.traceId, effects };
}

export function classifyResult(
  result: ApiResult,
  options: { online: boolean; alert?: boolean; handledCodes?: readonly string[] },
): Outcome {
  return classify({ status: result.status, body: result, traceId: result.traceId, ...options });
}
