import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { PATHS } from '@lotto/app-core';
import { lazyScreen, loadFirstScreen } from './lazy-screen';

const Page = () => <p>the page</p>;

function table(load: () => Promise<typeof Page>): RouteObject[] {
  return [
    {
      children: [
        { path: PATHS.login, element: lazyScreen(load) },
        { path: PATHS.home, element: lazyScreen(load) },
      ],
    },
  ];
}
const shown = (element: RouteObject['element']) => renderToString(<Suspense fallback={<p>waiting</p>}>{element}</Suspense>);

describe('lazyScreen and loadFirstScreen', () => {
  it('renders a first screen loaded before the first render at once, without a fallback, and loads it once', async () => {
    const load = vi.fn(async () => Page);
    const routes = table(load);
    await loadFirstScreen(routes, PATHS.login);
    const login = routes[0]!.children![0]!.element;
    expect(shown(login)).toBe('<!--$--><p>the page</p><!--/$-->');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves any other address to its route: nothing loads before it is shown, which shows the fallback first', () => {
    const load = vi.fn(async () => Page);
    const routes = table(load);
    expect(loadFirstScreen(routes, PATHS.home)).toBeUndefined();
    expect(loadFirstScreen(routes, '/m/unknown')).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    expect(shown(routes[0]!.children![1]!.element)).toContain('waiting');
  });
});
