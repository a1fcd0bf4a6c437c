import { useSyncExternalStore } from 'react';
import { PATHS, type RuntimeEnvironment } from '@lotto/app-core';
import { InstallPrompts } from '@lotto/install';
import type { AppNavigation } from './app-navigation';

interface RoutedInstallPromptsProps {
  navigation: AppNavigation;
  environment: RuntimeEnvironment;
}

/**
 * The app-download promotion's page. The spec names no path for it (its go-to table says "uses a
 * callback"), so it is the promotions page with the promotion's type, as a banner's P linkage
 * opens one promotion by its id.
 */
const APP_DOWNLOAD_ACTIVITY = `${PATHS.activity}?type=APP_DOWNLOAD`;

/** The prompts live in a root of their own, outside the router; the shell's navigation tells them the page. */
export function RoutedInstallPrompts({ navigation, environment }: RoutedInstallPromptsProps) {
  const pathname = useSyncExternalStore(
    (changed) => navigation.subscribe(changed),
    () => navigation.pathname(),
  );
  return <InstallPrompts pathname={pathname} environment={environment} onActivity={() => navigation.navigate(APP_DOWNLOAD_ACTIVITY)} />;
}
