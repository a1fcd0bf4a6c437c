import { Navigate } from 'react-router';
import { useTrackedHref } from './use-tracked-navigate';

/** A redirect (replace) that carries the tracked query parameters like every other navigation (spec 000 §9). */
export function TrackedRedirect({ to }: { to: string }) {
  return <Navigate to={useTrackedHref(to)} replace />;
}
