/**
 * The window property where index.html's start script leaves the platform calls it asked for
 * before the app ran (`apps/mobile/build/app-entry.ts`: home's banner list), so that the list
 * travels beside the app's files instead of one wave after them (issue 29). Each is the address
 * and headers it was asked with, and the pending answer.
 */
export const EARLY_ANSWERS_GLOBAL = '__lottoEarlyAnswers';

interface EarlyAnswer {
  url: string;
  headers: Record<string, string>;
  answer: Promise<Response>;
}

/**
 * The answer asked early for this address with exactly these headers, in the same order (as
 * `buildHeaders` writes them and the start script copies), taken once: a second call asks the
 * server again. One asked with other headers (another language, a Device the start script does not
 * know) is never used for it, so the app's call gets what it would have asked for.
 */
export function takeEarlyAnswer(url: string, headers: Record<string, string>, scope: object = window): Promise<Response> | null {
  const asked = (scope as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  const wanted = JSON.stringify(headers);
  const index = Array.isArray(asked)
    ? asked.findIndex((entry: Partial<EarlyAnswer> | null) => entry?.url === url && JSON.stringify(entry.headers) === wanted)
    : -1;
  return index < 0 ? null : (asked as EarlyAnswer[]).splice(index, 1)[0]!.answer;
}
