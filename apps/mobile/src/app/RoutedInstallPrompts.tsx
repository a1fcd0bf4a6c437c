import { useSyncExternalStore } from 'react';
import type { RuntimeEnvironment } from '@lotto/app-core';
import { InstallPrompts } from '@lotto/install';
import type { AppNavigation } from './app-navigation';

interface RoutedInstallPromptsProps {
  navigation: AppNavigation;
  environment: RuntimeEnvironment;
}

/** The prompts live in a root of their own, outside the router; the shell's navigation tells them the page. */
export function RoutedInstallPrompts({ navigation, environment }: RoutedInstallPromptsProps) {
  const pathname = useSyncExternalStore(
    (changed) => navigation.subscribe(changed),
    () => navigation.pathname(),
  );
  return <InstallPrompts pathname={pathname} environment={environment} />;
}
