// The package's one stylesheet; the shell links the built copy as `@lotto/install/styles.css`.
import './install.css';
import './prompts/prompts.css';

export { INSTALL_NAMESPACE, installMessages } from './locales';
export { installSlice } from './install-slice';
/**
 * @public The slice's state: the declarations of a store that holds the slice (the shell's
 * `rootReducer`) name it, so it must stay reachable here.
 */
export type { InstallState } from './install-slice';
export { startUpdateDetection } from './update/start-update-detection';
export { startDynamicManifest } from './manifest/start-dynamic-manifest';
export { merchantTemplates } from './server-data/merchant-templates';
export { UpdateNotice } from './UpdateNotice';
export { OfflineNotice } from './offline/OfflineNotice';
export { registerServiceWorker } from './offline/service-worker';
export { startAppUpgrade } from './upgrade/start-app-upgrade';
export { lottoNativeBridge } from './upgrade/lotto-native';
export { AppUpgradeModal } from './upgrade/AppUpgradeModal';
export { AppDownload } from './upgrade/AppDownload';
export { INSTALL_PROMPTS_NAMESPACE, installPromptMessages } from './prompts/locales';
export { promptsSlice } from './prompts/prompts-slice';
/** @public The prompts' slice state, named by the shell's root reducer declaration. */
export type { PromptsState } from './prompts/prompts-slice';
export { InstallPrompts } from './prompts/InstallPrompts';
export { startInstallPrompts } from './prompts/start-install-prompts';
/**
 * @public "Open the app download": the APP_DOWNLOAD go-to-activity callback (spec 001 §2) that the
 * home page's button (issue 13) is wired to; an action creator for the shell, a hook for components.
 */
export { appDownloadOpened } from './prompts/start-install-prompts';
/** The player started an app download: the shell's tracking raises downloadApp for it (spec 001 §7). */
export { appDownloadChosen } from './prompts/download-chosen';
/** @public See `appDownloadOpened`. */
export { useOpenAppDownload } from './prompts/use-open-app-download';
