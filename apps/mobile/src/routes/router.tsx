import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { i18n } from 'i18next';
import { HOME_PATHS, PATHS, TrackedRedirect } from '@lotto/app-core';
import { LINE_CHOOSER_TITLE_KEY, loadLineChooserPage, SYSTEM_PATHS } from '@lotto/system';
import { AppLayout } from './AppLayout';
import { lazyScreen } from './lazy-screen';
import { HomeScreen } from '../screens/HomeScreen';
import { INNER_ROUTES, type RouteHandle } from './route-table';
import { loadAuthFeature, loadCaptchaTexts } from '../store/auth-feature';
import type { AppStore } from '../store/create-store';

/**
 * Home is the first screen and ships in the entry chunk; every other screen loads with its route.
 * Declarative routes (`useRoutes`), not a data router: the data router's code is about 16 KB gzip
 * of the first screen, for loaders and actions this app does not use.
 */
export function appRoutes(store: AppStore, texts: Pick<i18n, 'loadNamespaces'>): RouteObject[] {
  const withAuth = (load: () => Promise<ComponentType>, captcha = true) =>
    // The page's code loads beside sign-in and the captcha, and their texts in the player's language with
    // them, not after them (issue 29): the page then renders once, without suspending again for its texts.
    lazyScreen(async () => {
      const [Page] = await Promise.all([
        load(),
        loadAuthFeature(store).then(({ namespace }) => texts.loadNamespaces(namespace)),
        captcha ? loadCaptchaTexts().then((namespace) => texts.loadNamespaces(namespace)) : undefined,
      ]);
      return Page;
    });
  const pages: RouteObject[] = [
    ...HOME_PATHS.map((path) => ({ path, element: <HomeScreen /> })),
    {
      path: PATHS.login,
      handle: { titleKey: 'title.login' } satisfies RouteHandle,
      element: withAuth(async () => (await import('../screens/LoginPage')).LoginPage),
    },
    ...[PATHS.register, PATHS.registerHtml].map((path) => ({
      path,
      handle: { titleKey: 'title.register' } satisfies RouteHandle,
      element: withAuth(async () => (await import('../screens/RegisterPage')).RegisterPage),
    })),
    {
      path: PATHS.changePassword,
      handle: { titleKey: 'title.changePassword' } satisfies RouteHandle,
      element: withAuth(async () => (await import('../screens/ChangePasswordPage')).ChangePasswordPage, false),
    },
    {
      // Guarded (members only); its code, texts and captcha load with the route, never on home.
      path: PATHS.agentRegister,
      handle: { titleKey: 'title.agentRegister' } satisfies RouteHandle,
      element: withAuth(async () => (await import('../screens/AgentRegisterPage')).AgentRegisterPage),
    },
    {
      path: PATHS.memberHome,
      handle: { titleKey: 'title.memberHome' } satisfies RouteHandle,
      element: lazyScreen(async () => (await import('../screens/MemberHomeScreen')).MemberHomeScreen),
    },
    // A visitor on a slow line needs the chooser as much as a member does.
    {
      path: SYSTEM_PATHS.lines,
      handle: { titleKey: LINE_CHOOSER_TITLE_KEY, public: true } satisfies RouteHandle,
      element: lazyScreen(loadLineChooserPage),
    },
    // One route shape for the inner pages keeps the first screen's table short; each page's
    // screen loads with it (screens/inner-screens).
    ...INNER_ROUTES.map(({ path, titleKey }) => ({
      path,
      handle: { titleKey } satisfies RouteHandle,
      element: lazyScreen(() => import('../screens/inner-screens').then((m) => m.innerScreen(path))),
    })),
  ];
  return [
    { element: <AppLayout pages={pages} />, children: pages },
    // An unknown page goes home, visitors included: it is no guarded route, so it sits outside the
    // layout's guard, and the tracked parameters go along (spec 000 §9).
    { path: '*', element: <TrackedRedirect to={PATHS.home} /> },
  ];
}
