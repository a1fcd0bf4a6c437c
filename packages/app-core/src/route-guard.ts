import { PATHS, VISITOR_PATHS, normalisePath } from './paths';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * Spec 000 §6: a visitor opening a guarded route goes to login, except the public
 * invite page; feedback without a session goes home instead.
 */
export function guardDecision(pathname: string, hasSession: boolean): GuardDecision {
  if (hasSession) return { allow: true };
  const path = normalisePath(pathname);
  if (VISITOR_PATHS.includes(path)) return { allow: true };
  if (path === PATHS.feedback) return { allow: false, redirectTo: PATHS.home };
  return { allow: false, redirectTo: PATHS.login };
}
