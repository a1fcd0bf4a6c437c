/** Test and story helpers (`@lotto/api-client/testing`): never part of the app's bundle. */
export { cannedApi } from './canned-api';
export type { CannedAnswers } from './canned-api';
