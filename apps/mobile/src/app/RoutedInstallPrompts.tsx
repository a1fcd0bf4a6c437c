import { useSyncExternalStore } from 'react';
import type { RuntimeEnvironment } from '@lotto/app-core';
import { InstallPrompts } from '@lotto/install';
import type { AppRouter } from './router';

interface RoutedInstallPromptsProps {
  router: AppRouter;
  environment: RuntimeEnvironment;
}

/** The prompts live in a root of their own, outside the router; the router's own subscription tells them the page. */
export function RoutedInstallPrompts({ router, environment }: RoutedInstallPromptsProps) {
  const pathname = useSyncExternalStore(
    (changed) => router.subscribe(changed),
    () => router.state.location.pathname,
  );
  return <InstallPrompts pathname={pathname} environment={environment} />;
}
