import type { TextKey, Texts } from '@lotto/i18n';
import type en from './EN';

/** The `promotions` namespace's keys, taken from English so a typo or a forgotten key fails to compile. */
export type PromotionsMessageKey = TextKey<typeof en>;
/** What every other language's file satisfies: exactly English's keys, none missing, none extra. */
export type PromotionsMessages = Texts<typeof en>;
