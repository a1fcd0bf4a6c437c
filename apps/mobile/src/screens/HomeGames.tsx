import { lazy, Suspense } from 'react';
import { whenSettled } from '../early/when-settled';

// The lanes' code is asked for once the page has settled, never by the first paint; it comes
// through the inner screens' chunk, which home already names, so the first screen stays as small.
const Lanes = lazy(() =>
  new Promise<void>((settled) => whenSettled(settled)).then(() => import('./inner-screens')).then((m) => m.homeGameLanes()),
);

/**
 * Home's game lanes: their space kept from the first paint (CSS), their code once the page has
 * settled. One element, made once: home places it as it is (`{homeGames}`), a byte-lean mount.
 */
export const homeGames = (
  <div className="shell-home__games">
    <Suspense>
      <Lanes />
    </Suspense>
  </div>
);
