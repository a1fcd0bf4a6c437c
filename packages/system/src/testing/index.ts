/** Test and story helpers (`@lotto/system/testing`): never part of the app's bundle. */
export { createSystemStore } from './create-system-store';
export { renderSystem, setupI18n } from './render';
