import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { isLeavingPage } from './leave-page';
import { guardDecision } from './route-guard';
import { selectIsLoggedIn, type SessionState } from './session-slice';
import { TrackedRedirect } from './TrackedRedirect';

/**
 * Renders the route, or sends a visitor on a guarded route to login, which leads back (home from
 * /m/feedback; spec 000 §6), keeping the tracked parameters. While the page is leaving for another
 * load (`leavePage`), a guarded route shows nothing and sends nobody anywhere.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const loggedIn = useSelector((state: { session: SessionState }) => selectIsLoggedIn(state));
  const decision = guardDecision(`${location.pathname}${location.search}${location.hash}`, loggedIn);
  if (decision.allow) return <>{children}</>;
  if (isLeavingPage()) return null;
  return <TrackedRedirect to={decision.redirectTo} />;
}
