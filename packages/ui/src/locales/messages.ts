import type en from './EN';

/** The `ui` namespace's keys, taken from English so a typo or a forgotten key fails to compile. */
export type UiMessageKey = keyof typeof en;
export type UiMessages = Readonly<Record<UiMessageKey, string>>;
