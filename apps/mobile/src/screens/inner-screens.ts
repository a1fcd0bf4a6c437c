import type { ComponentType } from 'react';
import { PATHS } from '@lotto/app-core';
import { PlaceholderScreen } from './PlaceholderScreen';

/** The inner pages built so far; each loads its own chunk (the app download page brings the install package). */
const BUILT_SCREENS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [PATHS.appDownload]: async () => (await import('./AppDownloadPage')).AppDownloadPage,
};

/** The screen of an inner route (`INNER_ROUTES`): the built one, or the honest placeholder. */
export async function innerScreen(path: string): Promise<ComponentType> {
  return (await BUILT_SCREENS[path]?.()) ?? PlaceholderScreen;
}
