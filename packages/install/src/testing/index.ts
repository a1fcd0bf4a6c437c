/** Test and story helpers (`@lotto/install/testing`): never part of the app's bundle. */
export { createInstallStore } from './create-install-store';
export { renderInstall, setupI18n } from './render';
