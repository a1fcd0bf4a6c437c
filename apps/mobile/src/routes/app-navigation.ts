import type { ShellNavigation } from '@lotto/app-core';

/**
 * The shell's navigation for code outside the route tree (the features' roots, the old-iOS
 * restore). The declarative router keeps no router object of its own, so `NavigationBridge`,
 * rendered inside it, lends this its `navigate` and reports every page it shows.
 */
export interface BridgedNavigation extends ShellNavigation {
  attach(navigate: (to: string) => void): void;
  located(pathname: string): void;
}

export function createAppNavigation(): BridgedNavigation {
  const listeners = new Set<() => void>();
  let current = window.location.pathname;
  let routerNavigate: ((to: string) => void) | null = null;
  // A press before the routes first render (a prompt, a chat entry) still lands once they do.
  let pending: string | null = null;
  return {
    navigate(to) {
      if (routerNavigate) routerNavigate(to);
      else pending = to;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pathname: () => current,
    attach(navigate) {
      routerNavigate = navigate;
      if (pending !== null) navigate(pending);
      pending = null;
    },
    located(pathname) {
      current = pathname;
      listeners.forEach((listener) => listener());
    },
  };
}
