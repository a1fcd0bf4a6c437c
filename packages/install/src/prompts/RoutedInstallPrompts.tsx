import { useSyncExternalStore } from 'react';
import { PATHS, type RuntimeEnvironment, type ShellNavigation } from '@lotto/app-core';
import { InstallPrompts } from './InstallPrompts';

interface RoutedInstallPromptsProps {
  navigation: ShellNavigation;
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
