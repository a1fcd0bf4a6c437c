// Loaded once the page has settled (main.tsx, through late-features.ts): the package's code, styles and texts stay off the first screen.
import '@lotto/install/styles.css';
import { appDownloadChosen, installFeature } from '@lotto/install';
import { takeEarlyInstallEvent } from '../early/early-install-event';
import { trackLater } from '../early/tracking-events';
import '../store/server-data';
import { reloadWhenOnline } from './reload-when-online';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

/** vite-plugin-pwa writes the worker next to index.html; its scope is the app's (spec 000 §2). */
const SERVICE_WORKER = { url: '/m/sw.js', scope: '/m/' };

/**
 * The installed app (the production build has a service worker), the install offer the first
 * screen kept, and what the shell adds around it: what failed while offline is asked for again
 * once the network is back, and a download the prompts let go ahead becomes tracking's
 * downloadApp (install knows nothing of tracking).
 */
export function startInstallFeature(shell: ShellContext, reloadCommonData: () => void): void {
  startLateFeature(installFeature, shell, { serviceWorker: import.meta.env.PROD ? SERVICE_WORKER : null, takeEarlyInstallEvent });
  reloadWhenOnline(shell.store, reloadCommonData);
  shell.store.startListening({ actionCreator: appDownloadChosen, effect: ({ payload }) => trackLater('downloadApp', { ...payload }) });
}
