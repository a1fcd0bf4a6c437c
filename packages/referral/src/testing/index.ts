/** Test and story helpers (`@lotto/referral/testing`): never part of the app's bundle. */
export { createReferralStore } from './create-referral-store';
export { renderReferral, setupI18n } from './render';
export { DETAILS_PATH, LAYOUT_PATH, referralAnswers } from './referral-answers';
