/** Test and story helpers (`@lotto/popups/testing`): never part of the app's bundle. */
export { createPopupsStore } from './create-popups-store';
export { renderPopups, setupI18n } from './render';
export { standInShell } from './stand-in-shell';
