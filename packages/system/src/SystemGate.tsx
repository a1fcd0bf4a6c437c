import { lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useOverlayWanted } from '@lotto/app-core';
import { Spinner } from '@lotto/ui';
import { ACCESS_DENIED_BODY_CLASS } from './constants';
import { selectSystemScreen } from './system-slice';
import { useBodyClass } from './use-body-class';

// Loaded only when shown, so the sanitiser (DOMPurify) never weighs on the first screen.
const MaintenanceScreen = /* @__PURE__ */ lazy(() => import('./screens/MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })));
const AccessDeniedScreen = /* @__PURE__ */ lazy(() =>
  import('./screens/AccessDeniedScreen').then((m) => ({ default: m.AccessDeniedScreen })),
);

export interface SystemGateProps {
  children: ReactNode;
  /** The merchant file's logo, for when the platform's settings have not given one. */
  fallbackLogo?: string;
}

/**
 * Shows the app, or instead the maintenance page while the platform is in maintenance, or
 * the access-denied page while this visitor is restricted (spec 001 §4). Maintenance wins
 * when both are on: it applies to everyone. Either screen heads the overlays' queue, so no
 * popup or prompt opens over it.
 */
export function SystemGate({ children, fallbackLogo }: SystemGateProps) {
  const screen = useSelector(selectSystemScreen);
  useBodyClass(ACCESS_DENIED_BODY_CLASS, screen === 'restricted');
  useOverlayWanted('system', screen !== null);

  if (screen === null) return <>{children}</>;
  return (
    <Suspense fallback={<Spinner visible />}>
      {screen === 'maintenance' ? <MaintenanceScreen fallbackLogo={fallbackLogo} /> : <AccessDeniedScreen fallbackLogo={fallbackLogo} />}
    </Suspense>
  );
}
