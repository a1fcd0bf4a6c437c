/** Test and story helpers (`@lotto/promotions/testing`): never part of the app's bundle. */
export { createPromotionsStore } from './create-promotions-store';
export { renderPromotions, setupI18n } from './render';
export { SAMPLE_MEMBER, SAMPLE_SESSION, sampleAnswers, sampleClaims, checkInAnswer } from './sample-answers';
export { PromotionsStory } from './story-setup';
export type { StoryState } from './story-setup';
