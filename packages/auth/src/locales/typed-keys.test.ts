import { alertShown, toastShown } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { expect, expectTypeOf, it } from 'vitest';
import { AUTH_NAMESPACE } from './index';
import type { AuthMessageKey } from './messages';

// Checked by `tsc -p packages/auth`: each `@ts-expect-error` fails the type check when the
// line under it compiles, i.e. when a misspelt sign-in key would reach the screen.

/** Never rendered (hooks need a component); only its body's types matter. */
function SubmitLabel() {
  const { t } = useTexts(AUTH_NAMESPACE);
  // @ts-expect-error 'login.sbumit' is not a key of EN.ts
  t('login.sbumit');
  return t('login.submit');
}

it("types t by the auth namespace's English keys", () => {
  expectTypeOf(SubmitLabel).returns.toBeString();
  expectTypeOf<'login.submit'>().toExtend<AuthMessageKey>();
  expectTypeOf<'login.sbumit'>().not.toExtend<AuthMessageKey>();
});

it("types a toast's or an alert's key by the namespace named beside it", () => {
  expect(toastShown({ messageKey: 'agent.copied', namespace: AUTH_NAMESPACE, durationMs: 1 }).payload.messageKey).toBe('agent.copied');
  // @ts-expect-error 'agent.coppied' is not an auth key
  toastShown({ messageKey: 'agent.coppied', namespace: AUTH_NAMESPACE, durationMs: 1 });
  // @ts-expect-error without a namespace the key is read in the feedback namespace, which has no 'agent.copied'
  alertShown({ messageKey: 'agent.copied' });
});
