/** Test and story helpers (`@lotto/account/testing`): never part of the app's bundle. */
export { createAccountStore } from './create-account-store';
export type { AccountStoreSeed } from './create-account-store';
export { renderAccount, setupI18n } from './render';
export { HELP_SECTIONS, MEMBER_INFO, MEMBER_SESSION, inboxPage } from './account-answers';
export { StoryFrame } from './StoryFrame';
