import { carryTrackedQuery, readSavedTrackedQuery, type FeatureDescriptor } from '@lotto/app-core';
import { POPUPS_NAMESPACE, popupsMessages } from './locales';
import { openOutside } from './open-outside';
import { PopupsHost } from './PopupsHost';
import type { PopupsShell } from './shell-contract';

/** What other features do for the popups, wired by the shell: the install prompts' app download, tracking's viewContent. */
export type PopupsOptions = Pick<PopupsShell, 'appDownload' | 'contentViewed'>;

/**
 * The announcement popup and the welcome images, started once the page has settled, in a root of
 * their own, wired to the shell's navigation (the tracked query carried): the shell's layout
 * carries nothing for them.
 */
export const popupsFeature: FeatureDescriptor<Record<never, never>, PopupsOptions> = {
  texts: { [POPUPS_NAMESPACE]: popupsMessages },
  slices: {},
  start({ navigation, environment, mount }, { appDownload, contentViewed }) {
    const shell: PopupsShell = {
      currentPath: () => navigation.pathname(),
      onPathChange: (listener) => navigation.subscribe(() => listener(navigation.pathname())),
      navigate: (path) => navigation.navigate(carryTrackedQuery(path, window.location.search, { saved: readSavedTrackedQuery() })),
      openOutside,
      environment,
      appDownload,
      contentViewed,
    };
    mount(<PopupsHost shell={shell} />);
  },
};
