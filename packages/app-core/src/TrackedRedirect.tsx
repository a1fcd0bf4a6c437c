import { Navigate, useLocation } from 'react-router';
import { carryTrackedQuery, readSavedTrackedQuery } from './tracked-query';

/** A redirect (replace) that carries the tracked query parameters like every other navigation (spec 000 §9). */
export function TrackedRedirect({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={carryTrackedQuery(to, location.search, { saved: readSavedTrackedQuery() })} replace />;
}
