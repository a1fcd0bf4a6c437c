import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSelector } from 'react-redux';
import { guardDecision } from './route-guard';
import { selectIsLoggedIn, type SessionState } from './session-slice';
import { carryTrackedQuery, readSavedTrackedQuery } from './tracked-query';

/** Renders the route, or sends the visitor where spec 000 §6 says (login leads back), keeping the tracked parameters. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const loggedIn = useSelector((state: { session: SessionState }) => selectIsLoggedIn(state));
  const decision = guardDecision(`${location.pathname}${location.search}${location.hash}`, loggedIn);
  if (decision.allow) return <>{children}</>;
  const to = carryTrackedQuery(decision.redirectTo, location.search, { saved: readSavedTrackedQuery() });
  return <Navigate to={to} replace />;
}
