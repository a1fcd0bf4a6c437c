import { isValidElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PATHS } from '@lotto/app-core';

/** A lazy screen's element type, with the load its route's first render would start. */
type LazyScreen = ComponentType & { load: () => Promise<unknown> };

/**
 * A screen whose code (and whatever it needs first: reducers, texts) loads when its route is first
 * shown, or before the app's first render when it is the first screen (`loadFirstScreen`): then it
 * renders at once, with no Suspense pass and no second render after it.
 */
export function lazyScreen(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const once = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Pending = lazy(async () => ({ default: await once() }));
  const Screen: LazyScreen = Object.assign(
    function Screen() {
      const Ready = loaded;
      return Ready ? <Ready /> : <Pending />;
    },
    { load: once },
  );
  return <Screen />;
}

/**
 * The first screens whose files index.html's start script asks for with the entry (build/route-files.ts).
 * On them the app's first render waits for the screen's code, already on its way, instead of rendering
 * a fallback and then the page one render later (issue 29).
 */
const FIRST_SCREEN_PATHS: readonly string[] = [PATHS.login];

/** Loads the address's screen when it is one of FIRST_SCREEN_PATHS; nothing otherwise. */
export function loadFirstScreen(routes: RouteObject[], pathname: string): Promise<unknown> | undefined {
  if (!FIRST_SCREEN_PATHS.includes(pathname)) return undefined;
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const type = isValidElement(element) ? (element.type as Partial<LazyScreen>) : undefined;
  return type?.load?.();
}
