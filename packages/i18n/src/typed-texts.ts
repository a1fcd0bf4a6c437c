import type { i18n as I18n, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Messages } from './namespaces';
import type { PluralCategory } from './plurals';

type PluralKey<English extends Messages> = Extract<keyof English, `${string}_${PluralCategory}`>;
type PlainKey<English extends Messages> = Exclude<Extract<keyof English, string>, PluralKey<English>>;
type PluralBase<Key> = Key extends `${infer Base}_${PluralCategory}` ? Base : never;

/**
 * A namespace's keys, read from its English file: English is the language texts are written in first.
 * A counted text's key is its base (`t('unread', { count })`): English's file has `unread_one` and
 * `unread_other`, and i18next picks the one the count's plural category names.
 */
export type TextKey<English extends Messages> = PlainKey<English> | PluralBase<PluralKey<English>>;

/**
 * Exactly English's keys, each a string. Every other language's file `satisfies` this, so a
 * missing key, and (through the object literal's excess-property check) an extra one, fails
 * to compile before the missing-key test runs. A counted text has `_other` in every language and
 * the other categories where the language has them (Intl.PluralRules), which findMissingKeys checks.
 */
export type Texts<English extends Messages> = { readonly [Key in PlainKey<English>]: string } & {
  readonly [Key in `${PluralBase<PluralKey<English>>}_other`]: string;
} & { readonly [Key in `${PluralBase<PluralKey<English>>}_${Exclude<PluralCategory, 'other'>}`]?: string };

declare const namespaceKeys: unique symbol;

/**
 * A namespace's name carrying its keys at type level only (`'auth' as TextNamespace<AuthMessageKey>`):
 * the constant stays a plain string at run time, and `useTexts(AUTH_NAMESPACE)` checks each
 * `t('…')` against the auth keys. Per-namespace rather than one global `CustomTypeOptions`
 * augmentation, because each package is type-checked alone as well as inside the app.
 */
export type TextNamespace<Key extends string> = string & { readonly [namespaceKeys]?: Key };

/** The keys a `TextNamespace` carries. */
export type NamespaceKey<Namespace> = Namespace extends TextNamespace<infer Key> ? Key : never;

/**
 * A key of another namespace written `namespace:key`, which i18next resolves from any
 * namespace (a route title the shell shows for a feature). The key part is checked; the
 * namespace part is a string, since a template cannot read a branded name.
 */
export type QualifiedKey<Key extends string> = `${string}:${Key}`;

/**
 * i18next's `t`, taking only the namespace's keys. A concrete `TFunction` (from
 * `i18n.getFixedT(language, namespace)`) is assignable to it without a cast.
 */
export type TypedT<Key extends string> = (key: Key, options?: TOptions & { context?: string }) => string;

/** What `useTexts` hands back: `useTranslation`'s result with `t` typed. */
interface NamespaceTexts<Key extends string> {
  t: TypedT<Key>;
  i18n: I18n;
  ready: boolean;
}

/**
 * `useTranslation(namespace)` with `t` typed by the namespace's keys: `t('login.submit')`
 * compiles, `t('login.sbumit')` does not. The same function at run time, so it costs no
 * bytes; the assertion is needed only because i18next's generic `TFunction` cannot be
 * matched against a generic key union (a concrete one is).
 */
export const useTexts = useTranslation as <Key extends string>(namespace: TextNamespace<Key>) => NamespaceTexts<Key>;
