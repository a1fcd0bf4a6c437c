import { lazy, Suspense } from 'react';
import { whenSettled } from '../early/when-settled';

const settled = (warmUpMs?: number) => new Promise<void>((done) => whenSettled(done, warmUpMs));

// The sections' code is asked for once the page has loaded and is usable, never by the first paint;
// it comes through the inner screens' chunk, which home already names, so the first screen stays as
// small. They are what home is for: no warm-up pause before them (a member waited 2 s on a blank lobby).
const Sections = lazy(() =>
  settled(0)
    .then(() => import('./inner-screens'))
    .then((m) => m.homeLobby()),
);
// The notice line comes with the popups, in home's late part (the banner carousel's chunk).
const NoticeLine = lazy(() =>
  settled().then(() => import('../components/home-late').then(({ HomeNoticeLine }) => ({ default: HomeNoticeLine }))),
);

/**
 * Home's lobby (issue 27): the notice line, then the winners board, the hot games, and the
 * categories as chips over their vendors. Their place is kept from the first paint at their
 * skeletons' size (CSS), their code and data come once the page has settled. One element, made
 * once: home places it as it is (`{homeLobby}`), a byte-lean mount.
 */
export const homeLobby = (
  <div className="shell-home__lobby">
    <Suspense fallback={<div className="shell-home__place shell-home__place--notices" />}>
      <NoticeLine />
    </Suspense>
    <Suspense fallback={<div className="shell-home__place shell-home__place--sections" />}>
      <Sections />
    </Suspense>
  </div>
);
