import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { applyRobotsMeta, RouteGuard, selectMerchantName } from '@lotto/app-core';
import { Spinner } from '@lotto/ui';
import { BrandSpinner, DomainErrorModal, FasterLineOffer, SystemGate } from '@lotto/system';
import merchant from '@merchant';
import { useAppSelector } from './hooks';
import { LazyFeedbackHost } from './LazyFeedbackHost';
import type { RouteHandle } from './route-table';
import { SHELL_NAMESPACE } from '../locales';

function useDocumentTitle() {
  const { t } = useTexts(SHELL_NAMESPACE);
  const matches = useMatches();
  const merchantName = useAppSelector(selectMerchantName);
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${merchantName}` : merchantName;
  }, [title, merchantName]);
}

export function AppLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const open = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.public === true;
  useDocumentTitle();
  useEffect(() => {
    applyRobotsMeta(location.pathname, window.location.hostname);
  }, [location.pathname]);

  const page = (
    <>
      <Suspense fallback={<Spinner visible />}>
        <Outlet />
      </Suspense>
      {navigation.state === 'loading' ? <Spinner visible /> : null}
    </>
  );
  // Maintenance and access denied cover every route, guarded or not.
  return (
    <>
      <SystemGate fallbackLogo={merchant.logo}>{open ? page : <RouteGuard>{page}</RouteGuard>}</SystemGate>
      <LazyFeedbackHost />
      <DomainErrorModal />
      <FasterLineOffer />
      <BrandSpinner fallbackLogo={merchant.logo} />
    </>
  );
}
