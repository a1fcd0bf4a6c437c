import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectDomainError } from '@lotto/app-core';

// The modal's code (and the modal primitive's) loads with the first domain error, not with the first screen.
const DomainErrorDialog = /* @__PURE__ */ lazy(() => import('./DomainErrorDialog').then((m) => ({ default: m.DomainErrorDialog })));

/**
 * The domain or line error (spec 001 §2, screen 14) that the shell's outcome handler raises
 * for domain_not_available on the status call. Nothing of it renders, and none of its code
 * or texts load, until the first such error; then it stays, so it can animate out.
 *
 * Retry asks the platform again in place (dismiss, then the status check), rather than
 * reloading /m/index.html?affiliateCode&r as the live client does (spec 000 §2, "retry
 * target"): the app keeps its state and the tracked parameters, and if the domain is still
 * refused the same check brings the modal straight back.
 */
export function DomainErrorModal() {
  const error = useSelector(selectDomainError);
  const [used, setUsed] = useState(false);
  if (error !== null && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DomainErrorDialog error={error} />
    </Suspense>
  );
}
