import { PATHS, VISITOR_PATHS, normalisePath } from './paths';
import { withoutToken } from './without-token';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The query name login reads to go back where the visitor was headed; the same one a
 * registration follows (spec 000 §4: "go to /m/home unless redirected elsewhere").
 */
export const REDIRECT_QUERY = 'redirectUrl';

/**
 * Login, told to lead back to `address` (this app's path, query and hash, never a token), as the
 * guard sends a visitor there and every "log in first" of the app does.
 */
export function loginLeadingBack(address: string): string {
  const target = withoutToken(new URL(address, 'http://app.invalid'));
  const back = new URLSearchParams({ [REDIRECT_QUERY]: `${target.pathname}${target.search}${target.hash}` });
  return `${PATHS.login}?${back.toString()}`;
}

/**
 * Spec 000 §6: a visitor opening a guarded route goes to login, except the public
 * invite page; feedback without a session goes home instead. Login is told the address
 * (path, query and hash, never a token) so that it leads back there once signed in.
 */
export function guardDecision(address: string, hasSession: boolean): GuardDecision {
  if (hasSession) return { allow: true };
  const target = withoutToken(new URL(address, 'http://app.invalid'));
  const path = normalisePath(target.pathname);
  if (VISITOR_PATHS.includes(path)) return { allow: true };
  if (path === PATHS.feedback) return { allow: false, redirectTo: PATHS.home };
  return { allow: false, redirectTo: loginLeadingBack(address) };
}
