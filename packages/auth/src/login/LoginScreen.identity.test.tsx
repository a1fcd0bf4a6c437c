import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedApi, type CannedAnswers } from '@lotto/api-client/testing';
import type { i18n as I18n } from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_COOLDOWN_MS } from '../constants';
import { LoginScreen } from './LoginScreen';
import { createAuthStore, fakeIdentityProvider, renderAuth, setupI18n } from '../testing';

const LOGIN_PATH = '/wps/session/login';
const FIREBASE_REGISTER_PATH = '/wps/member/register/firebase';
const notBound = { success: false, status: 200, value: null, errorCode: 'bind_customer_required', message: 'not linked' };
const memberInfo = { '/wps/member/info': { success: true, status: 200, value: { type: 0, language: 'EN' } } };
const registered = { success: true, status: 200, value: { id: 31, token: 'tok', userName: 'fresh01' } };

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin(answers: CannedAnswers, flags: Record<string, boolean> = {}) {
  const api = cannedApi({ ...memberInfo, ...answers });
  const store = createAuthStore({ api, common: { whitelabelVal: flags } });
  renderAuth(
    <>
      <Routes>
        <Route path="/m/login" element={<LoginScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { i18n, store, path: '/m/login', identityProvider: fakeIdentityProvider() },
  );
  return { api, store };
}

async function googleAs(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('the binding flow on the login page (spec 000 §4)', () => {
  it('registers an unlinked identity at once with one-tap social login, then enters once however often the player taps', async () => {
    const { api } = renderLogin({ [LOGIN_PATH]: notBound, [FIREBASE_REGISTER_PATH]: registered }, { oneTapSocialLogin: true });
    const user = await googleAs('fresh@example.com');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Registration successful, logging you in');
    expect(screen.queryByRole('dialog', { name: 'Link your account' })).toBeNull();
    const confirm = screen.getByRole('button', { name: /Confirm/i });
    await user.click(confirm);
    await user.click(confirm).catch(() => undefined);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/m/home'));
    expect(api.calls.filter((call) => call.path === '/wps/member/info')).toHaveLength(1);
    expect(api.calls.find((call) => call.path === FIREBASE_REGISTER_PATH)?.body).toMatchObject({ firebaseChannel: 'google', login: true });
  });

  it('without one-tap, asks; linking carries the identity on the next username login', async () => {
    const { api } = renderLogin({ [LOGIN_PATH]: notBound }, { socialLoginRegister: false });
    const user = await googleAs('someone@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Link your account' });
    expect(dialog).toHaveTextContent('Log in to link it to your account.');
    expect(screen.queryByRole('button', { name: 'Create a new account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in to link it' }));
    expect(await screen.findByText('Log in to link your Google sign-in to your account.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Passw0rd!');
    // Spec 000 §9: the form ignores taps for 500 ms after the provider's login.
    await new Promise((resolve) => setTimeout(resolve, LOGIN_COOLDOWN_MS + 100));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === LOGIN_PATH)).toHaveLength(2));
    expect(api.calls.filter((call) => call.path === LOGIN_PATH)[1]?.body).toMatchObject({
      type: 'username',
      username: 'player01',
      firebaseChannel: 'google',
    });
  });

  it('offers a new account when the merchant allows it, and cancelling sends nothing more', async () => {
    const { api } = renderLogin({ [LOGIN_PATH]: notBound }, { socialLoginRegister: true });
    const user = await googleAs('someone@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Link your account' });
    await within(dialog).findByRole('button', { name: 'Create a new account' });
    await user.click(within(dialog).getByRole('button', { name: /Close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link your account' })).toBeNull());
    expect(api.calls.map((call) => call.path)).toEqual([LOGIN_PATH]);
  });
});
