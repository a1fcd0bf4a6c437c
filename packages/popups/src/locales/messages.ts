import type { TextKey, Texts } from '@lotto/i18n';
import type en from './EN';

/** The `popups` namespace's keys, taken from English so a typo or a forgotten key fails to compile. */
export type PopupsMessageKey = TextKey<typeof en>;
/** What every other language's file satisfies: exactly English's keys, none missing, none extra. */
export type PopupsMessages = Texts<typeof en>;
