import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { SYSTEM_PATHS } from './paths';
import { selectFasterLine } from './system-slice';

// The banner's code loads only when there is a line to offer.
const FasterLineBanner = /* @__PURE__ */ lazy(() => import('./FasterLineBanner').then((m) => ({ default: m.FasterLineBanner })));

/**
 * Ours, beyond the spec: when this line keeps failing its connectivity check and the
 * background line test found another line that answers, a small banner offers the chooser
 * page. Closing it ends the offer for this visit.
 */
export function FasterLineOffer() {
  const line = useSelector(selectFasterLine);
  const { pathname } = useLocation();
  if (!line || pathname === SYSTEM_PATHS.lines) return null;
  return (
    <Suspense fallback={null}>
      <FasterLineBanner />
    </Suspense>
  );
}
