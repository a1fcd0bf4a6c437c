import { ruleFor } from '../calls';
import { withQuery, type ApiClient, type CallOptions } from '../client';
import type { ApiResult } from '../envelope';

/** An answer for one path: a fixed result, or one made from the call's body (and its options, when they matter). */
type CannedAnswer = ApiResult | ((body: unknown, options: CallOptions) => ApiResult | Promise<ApiResult>);

export type CannedAnswers = Readonly<Record<string, CannedAnswer>>;

interface CannedCall {
  path: string;
  /** The JSON body sent (`options.json`), the part most tests look at. */
  body: unknown;
  /** As the real client applies them: the path's row in `CALLS`, then what the caller passed. */
  options: CallOptions;
}

interface CannedApiClient extends ApiClient {
  /** Every call in order, answered or not. */
  calls: CannedCall[];
}

/** What a path without an answer gets: the platform's own not-found, so a forgotten answer fails loudly. */
export const UNANSWERED: ApiResult<null> = { success: false, value: null, status: 404, errorCode: 'not.found' };

/** A platform client for tests and stories that answers from a table of paths and records every call. */
export function cannedApi(answers: CannedAnswers = {}): CannedApiClient {
  const calls: CannedCall[] = [];
  return {
    calls,
    async call<T>(path: string, asked: CallOptions = {}) {
      const options: CallOptions = { ...ruleFor(path), ...asked };
      calls.push({ path, body: options.json, options });
      const answer = answers[path];
      const result = typeof answer === 'function' ? await answer(options.json, options) : answer;
      return (result ?? { ...UNANSWERED }) as ApiResult<T>;
    },
    prefetchRsaKey() {},
    clearCache() {},
    // The app's own origin, as in production.
    url: (path, query) => withQuery(path, query),
  };
}
