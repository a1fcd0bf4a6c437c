// The package's one stylesheet; the shell links the built copy as `@lotto/install/styles.css`.
import './install.css';
import './prompts/prompts.css';

export { INSTALL_NAMESPACE, installMessages } from './locales';
/**
 * @public The slice's state: the declarations of a store that holds the slice (the shell's
 * `rootReducer`) name it, so it must stay reachable here.
 */
export type { InstallState } from './install-slice';
export { merchantTemplates } from './server-data/merchant-templates';
export { lottoNativeBridge } from './upgrade/lotto-native';
export { AppDownload } from './upgrade/AppDownload';
export { INSTALL_PROMPTS_NAMESPACE, installPromptMessages } from './prompts/locales';
/** @public The prompts' slice state, named by the shell's root reducer declaration. */
export type { PromptsState } from './prompts/prompts-slice';
/**
 * @public "Open the app download": the APP_DOWNLOAD go-to-activity callback (spec 001 §2) that the
 * home page's button (issue 13) is wired to; an action creator for the shell, a hook for components.
 */
export { appDownloadOpened } from './prompts/start-install-prompts';
/** The player started an app download: the shell's tracking raises downloadApp for it (spec 001 §7). */
export { appDownloadChosen } from './prompts/download-chosen';
/** @public See `appDownloadOpened`. */
export { useOpenAppDownload } from './prompts/use-open-app-download';
export { installFeature } from './feature';
