/** Test and story helpers (`@lotto/install/testing`): never part of the app's bundle. */
export { createInstallStore } from './create-install-store';
export { renderInstall, setupI18n } from './render';
export { createPromptsStore, SAMPLE_RESOURCES } from './create-prompts-store';
export { renderPrompts, setupPromptsI18n } from './render-prompts';
