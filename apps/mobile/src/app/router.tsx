import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HOME_PATHS, PATHS } from '@lotto/app-core';
import { AppLayout } from './AppLayout';
import { HomeScreen } from '../screens/HomeScreen';
import { PLACEHOLDER_ROUTES, type RouteHandle } from './route-table';

/** Home is the first screen and ships in the entry chunk; every other screen loads with its route. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...HOME_PATHS.map((path) => ({ path, element: <HomeScreen /> })),
      {
        path: PATHS.memberHome,
        handle: { titleKey: 'title.memberHome' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../screens/MemberHomeScreen')).MemberHomeScreen }),
      },
      ...PLACEHOLDER_ROUTES.map(({ path, titleKey }) => ({
        path,
        handle: { titleKey } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../screens/PlaceholderScreen')).PlaceholderScreen }),
      })),
      { path: '*', element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
