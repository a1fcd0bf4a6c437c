import { describe, expectTypeOf, it } from 'vitest';
import type { Messages } from './namespaces';
import { useTexts, type NamespaceKey, type QualifiedKey, type TextKey, type TextNamespace, type Texts, type TypedT } from './typed-texts';

// These tests are checked by `tsc -p packages/i18n`: each `@ts-expect-error` fails the type
// check when the line under it compiles, i.e. when a misspelt key would slip through.

const english = {
  'login.submit': 'Log in',
  'login.greeting': 'Hello, {{name}}',
} satisfies Messages;
type LoginKey = TextKey<typeof english>;
const LOGIN_NAMESPACE = 'login' as TextNamespace<LoginKey>;

/** Never called (hooks need a component); only its body's types matter. */
function LoginButton() {
  const { t } = useTexts(LOGIN_NAMESPACE);
  const label = t('login.submit');
  const greeting = t('login.greeting', { name: 'Ana' });
  // @ts-expect-error a misspelt key fails to compile
  const typo = t('login.sbumit');
  return [label, greeting, typo];
}

describe('typed texts', () => {
  it("takes a namespace's keys from its English file", () => {
    expectTypeOf(english).toExtend<Messages>();
    expectTypeOf<LoginKey>().toEqualTypeOf<'login.submit' | 'login.greeting'>();
    expectTypeOf<NamespaceKey<typeof LOGIN_NAMESPACE>>().toEqualTypeOf<LoginKey>();
  });

  it('makes every other language carry exactly English keys', () => {
    const french = { 'login.submit': 'Se connecter', 'login.greeting': 'Bonjour, {{name}}' } satisfies Texts<typeof english>;
    // @ts-expect-error a missing key fails to compile
    const missing = { 'login.submit': 'Se connecter' } satisfies Texts<typeof english>;
    const extra = {
      'login.submit': 'Se connecter',
      'login.greeting': 'Bonjour, {{name}}',
      // @ts-expect-error an extra (or misspelt) key fails to compile
      'login.sumbit': 'Se connecter',
    } satisfies Texts<typeof english>;
    expectTypeOf(french).toExtend<Texts<typeof english>>();
    expectTypeOf([missing, extra]).toBeArray();
  });

  it('names a counted text by its base, and asks each language for `_other` and only plural categories', () => {
    const counted = {
      title: 'Inbox',
      unread_one: '{{count}} unread message',
      unread_other: '{{count}} unread messages',
    } satisfies Messages;
    expectTypeOf<TextKey<typeof counted>>().toEqualTypeOf<'title' | 'unread'>();
    const chinese = { title: '收件箱', unread_other: '{{count}} 条未读消息' } satisfies Texts<typeof counted>;
    // @ts-expect-error a counted text without `_other` fails to compile
    const noOther = { title: '收件箱', unread_one: '{{count}}' } satisfies Texts<typeof counted>;
    const notACategory = {
      title: 'x',
      unread_other: 'x',
      // @ts-expect-error a suffix that is no plural category fails to compile
      unread_several: 'x',
    } satisfies Texts<typeof counted>;
    expectTypeOf(counted).toExtend<Messages>();
    expectTypeOf([chinese, noOther, notACategory]).toBeArray();
  });

  it("types t, useTexts' and any other, by the namespace's keys", () => {
    expectTypeOf(LoginButton).returns.toEqualTypeOf<string[]>();
    expectTypeOf<TypedT<LoginKey>>().parameter(0).toEqualTypeOf<LoginKey>();
    expectTypeOf<TypedT<LoginKey>>().parameter(0).not.toExtend<'login.sbumit'>();
  });

  it('keeps the namespace constant a plain string at run time', () => {
    expectTypeOf(LOGIN_NAMESPACE).toExtend<string>();
    expectTypeOf<TextNamespace<LoginKey>>().not.toExtend<TextNamespace<'other.key'>>();
  });

  it('checks the key part of a key written namespace:key', () => {
    const title: QualifiedKey<LoginKey> = `${LOGIN_NAMESPACE}:login.submit`;
    // @ts-expect-error a misspelt key after the namespace fails to compile
    const typo: QualifiedKey<LoginKey> = `${LOGIN_NAMESPACE}:login.sbumit`;
    expectTypeOf([title, typo]).toEqualTypeOf<QualifiedKey<LoginKey>[]>();
  });
});
