import type { TextKey, Texts } from '@lotto/i18n';
import type en from './EN';

/** The `account` namespace's keys, taken from English so a typo or a forgotten key fails to compile. */
export type AccountMessageKey = TextKey<typeof en>;
/** What every other language's file satisfies: exactly English's keys, none missing, none extra. */
export type AccountMessages = Texts<typeof en>;
