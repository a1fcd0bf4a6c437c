import { Suspense, useEffect } from 'react';
import { matchRoutes, Outlet, useLocation, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyRobotsMeta, RouteGuard, selectMerchantName } from '@lotto/app-core';
import { Spinner } from '@lotto/ui';
import { BrandSpinner, DomainErrorModal, FasterLineOffer, selectSystemScreen, SystemGate } from '@lotto/system';
import merchant from '@merchant';
import { useAppSelector } from '../store/hooks';
import { LazyFeedbackHost } from '../components/LazyFeedbackHost';
import { useFloatingClearance } from '../frame/use-floating-clearance';
import { frameOf } from '../frame/frame-rules';
import { TabBar } from '../frame/TabBar';
import { TopBar } from '../frame/TopBar';
import { useGameReturns } from '../frame/use-game-returns';
import { useTabBarMark } from '../frame/use-tab-bar-mark';
import { PageLoadBoundary } from './PageLoadBoundary';
import { markPageUsable } from '../early/page-usable';
import type { RouteHandle } from './route-table';
import { SHELL_NAMESPACE } from '../locales';

/** Commits with the page it follows (the same Suspense boundary), so the page is on screen when its effect runs. */
function PageUsableMark() {
  useEffect(markPageUsable, []);
  return null;
}

function useDocumentTitle(handle: RouteHandle | undefined) {
  // A feature's title (`system:…`) comes with its page's texts, after the route shows: 'loaded'
  // renders again when they arrive, and until then the title is the merchant's name, never a key.
  const { t, i18n } = useTranslation(SHELL_NAMESPACE, { bindI18n: 'languageChanged loaded' });
  const merchantName = useAppSelector(selectMerchantName);
  const title = handle && i18n.exists(handle.titleKey, { ns: SHELL_NAMESPACE }) ? t(handle.titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${merchantName}` : merchantName;
  }, [title, merchantName]);
}

/**
 * The page shown, the route data of spec 000's pages it carries (title, open to visitors), and
 * its frame (src/frame): the top bar heading home, the tab bar under the main pages, neither under
 * a system screen.
 */
export function AppLayout({ pages }: { pages: RouteObject[] }) {
  const location = useLocation();
  const matches = matchRoutes(pages, location);
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
  useDocumentTitle(handle);
  const frame = frameOf(location.pathname);
  const covered = useAppSelector(selectSystemScreen) !== null;
  const tabBar = frame.tabBar && !covered;
  useTabBarMark(tabBar, frame.tab);
  const gameReturns = useGameReturns(location.pathname);
  // The floating buttons step aside from the page's controls (src/frame/floating-clearance.ts).
  useFloatingClearance();
  useEffect(() => {
    applyRobotsMeta(location.pathname, window.location.hostname);
  }, [location.pathname]);

  const page = (
    <PageLoadBoundary key={location.pathname}>
      <Suspense fallback={<Spinner visible />}>
        <Outlet />
        <PageUsableMark />
      </Suspense>
    </PageLoadBoundary>
  );
  // Maintenance and access denied cover every route, guarded or not.
  return (
    <>
      <SystemGate fallbackLogo={merchant.logo}>
        {frame.topBar ? <TopBar refreshKey={gameReturns} /> : null}
        {handle?.public === true ? page : <RouteGuard>{page}</RouteGuard>}
        {tabBar ? <TabBar current={frame.tab} /> : null}
      </SystemGate>
      <LazyFeedbackHost />
      <DomainErrorModal />
      <FasterLineOffer />
      <BrandSpinner fallbackLogo={merchant.logo} />
    </>
  );
}
