/** Test helpers (`@lotto/app-core/testing`): never part of the app's bundle. */
export { restorePageVisibility, showPage } from './page-visibility';
