import { createBrowserRouter, type RouteObject } from 'react-router';
import { HOME_PATHS, PATHS, TrackedRedirect } from '@lotto/app-core';
import { LINE_CHOOSER_TITLE_KEY, loadLineChooserRoute, SYSTEM_PATHS } from '@lotto/system';
import { AppLayout } from './AppLayout';
import { HomeScreen } from '../screens/HomeScreen';
import { INNER_ROUTES, type RouteHandle } from './route-table';
import { loadAuthFeature, loadCaptchaTexts } from './auth-feature';
import type { AppStore } from './create-store';

/** Home is the first screen and ships in the entry chunk; every other screen loads with its route. */
function appRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        ...HOME_PATHS.map((path) => ({ path, element: <HomeScreen /> })),
        {
          path: PATHS.login,
          handle: { titleKey: 'title.login' } satisfies RouteHandle,
          lazy: async () => {
            await Promise.all([loadAuthFeature(store), loadCaptchaTexts()]);
            return { Component: (await import('../screens/LoginPage')).LoginPage };
          },
        },
        ...[PATHS.register, PATHS.registerHtml].map((path) => ({
          path,
          handle: { titleKey: 'title.register' } satisfies RouteHandle,
          lazy: async () => {
            await Promise.all([loadAuthFeature(store), loadCaptchaTexts()]);
            return { Component: (await import('../screens/RegisterPage')).RegisterPage };
          },
        })),
        {
          path: PATHS.changePassword,
          handle: { titleKey: 'title.changePassword' } satisfies RouteHandle,
          lazy: async () => {
            await loadAuthFeature(store);
            return { Component: (await import('../screens/ChangePasswordPage')).ChangePasswordPage };
          },
        },
        {
          // Guarded (members only); its code, texts and captcha load with the route, never on home.
          path: PATHS.agentRegister,
          handle: { titleKey: 'title.agentRegister' } satisfies RouteHandle,
          lazy: async () => {
            await Promise.all([loadAuthFeature(store), loadCaptchaTexts()]);
            return { Component: (await import('../screens/AgentRegisterPage')).AgentRegisterPage };
          },
        },
        {
          path: PATHS.memberHome,
          handle: { titleKey: 'title.memberHome' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await import('../screens/MemberHomeScreen')).MemberHomeScreen }),
        },
        // A visitor on a slow line needs the chooser as much as a member does.
        {
          path: SYSTEM_PATHS.lines,
          handle: { titleKey: LINE_CHOOSER_TITLE_KEY, public: true } satisfies RouteHandle,
          lazy: loadLineChooserRoute,
        },
        // One route shape for the inner pages keeps the first screen's table short; each page's
        // screen loads with it (screens/inner-screens).
        ...INNER_ROUTES.map(({ path, titleKey }) => ({
          path,
          handle: { titleKey } satisfies RouteHandle,
          lazy: () => import('../screens/inner-screens').then((m) => m.innerRoute(path)),
        })),
      ],
    },
    // An unknown page goes home, visitors included: it is no guarded route, so it sits outside the
    // layout's guard, and the tracked parameters go along (spec 000 §9).
    { path: '*', element: <TrackedRedirect to={PATHS.home} /> },
  ];
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter(appRoutes(store));
}
