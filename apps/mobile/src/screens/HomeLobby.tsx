import { lazy, Suspense } from 'react';
import { whenSettled } from '../early/when-settled';

let sections: ReturnType<typeof loadSections> | undefined;

// The sections' code is asked for once the page has settled, never by the first paint; it comes
// through the inner screens' chunk, which home already names, so the first screen stays as small.
function loadSections() {
  return new Promise<void>((settled) => whenSettled(settled)).then(() => import('./inner-screens')).then((m) => m.homeLobby());
}

function section<K extends 'WinnersBoard' | 'HotGames' | 'CategoryBrowser'>(name: K) {
  return lazy(async () => {
    sections ??= loadSections();
    return { default: (await sections)[name] };
  });
}

const WinnersBoard = section('WinnersBoard');
const HotGames = section('HotGames');
const CategoryBrowser = section('CategoryBrowser');
// The notice line comes with the popups, in home's late part (the banner carousel's chunk).
const NoticeLine = lazy(() =>
  new Promise<void>((settled) => whenSettled(settled))
    .then(() => import('../components/home-late'))
    .then((m) => ({ default: m.HomeNoticeLine })),
);

/** A section's place until its code and data come: its skeleton's size (CSS), so nothing moves when it does. */
function place(name: string) {
  return <div className={`shell-home__place shell-home__place--${name}`} aria-hidden="true" />;
}

/**
 * Home's lobby (issue 27): the notice line, the winners board, the hot games, and the categories as
 * chips over their vendors. Each section's place is kept from the first paint, its code and data
 * come once the page has settled. One element, made once: home places it as it is (`{homeLobby}`),
 * a byte-lean mount.
 */
export const homeLobby = (
  <div className="shell-home__lobby">
    <Suspense fallback={place('notices')}>
      <NoticeLine />
    </Suspense>
    <Suspense fallback={place('winners')}>
      <WinnersBoard />
    </Suspense>
    <Suspense fallback={place('hot')}>
      <HotGames />
    </Suspense>
    <div className="shell-home__games">
      <Suspense fallback={place('games')}>
        <CategoryBrowser />
      </Suspense>
    </div>
  </div>
);
