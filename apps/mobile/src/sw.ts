// The service worker's source: vite-plugin-pwa builds it on its own and writes the build's file list
// where `self.__WB_MANIFEST` stands (it looks for those very words). The rules are the install package's.
import { startServiceWorker, type ServiceWorkerOptions, type WorkerScope } from '@lotto/install/service-worker';
import { handlePush, type PushWorkerScope } from '@lotto/push/service-worker';
import merchant from '@merchant';
import { textsFileLanguage } from '../build/texts-chunks';
import { installMissingBuiltins } from './legacy/builtins';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON } from './merchant-icon-files';

const manifest = (self as unknown as { __WB_MANIFEST: ServiceWorkerOptions['manifest'] }).__WB_MANIFEST;

// Workbox and the worker's rules call built-ins the oldest supported browsers lack (README, "Supported browsers").
installMissingBuiltins(self as unknown as typeof globalThis);
startServiceWorker(self as unknown as WorkerScope, { manifest, textsLanguage: textsFileLanguage, indexUrl: 'index.html' });
// Every push shows a notification; a tap opens the app at the pushed link (packages/push). The icons
// are the build's PNG (an SVG is not shown), their addresses relative to this worker's, under the scope.
handlePush(self as unknown as PushWorkerScope, { defaultTitle: merchant.name, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE });
