import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedApi } from '@lotto/api-client/testing';
import type { i18n as I18n } from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_COOLDOWN_MS } from '../constants';
import { LoginScreen } from './LoginScreen';
import { createAuthStore, renderAuth, setupI18n } from '../testing';

const LOGIN_PATH = '/wps/session/login';
const NOW = 1_700_000_000_000;
const ALT = 'Security image: type the characters it shows';
const refusal = (errorCode: string) => ({ success: false, status: 200, errorCode, message: errorCode, value: { captcha: true } });
const loggedIn = { success: true, status: 200, value: { id: 1001, token: 'tok', userName: 'player01', customerType: 0 } };

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The login page on a platform that answers the logins in turn, the last answer repeated. */
function renderLogin(...answers: object[]) {
  let count = 0;
  const api = cannedApi({
    [LOGIN_PATH]: () => answers[Math.min(count++, answers.length - 1)] as never,
    '/wps/member/info': { success: true, status: 200, value: { type: 0, language: 'EN' } },
  });
  renderAuth(
    <>
      <Routes>
        <Route path="/m/login" element={<LoginScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { i18n, store: createAuthStore({ api }), path: '/m/login' },
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const logins = () => api.calls.filter((call) => call.path === LOGIN_PATH);
  return { api, user, logins };
}

/** The `t` of the picture shown: the time it was asked for (user events move the fake clock on a little). */
function pictureTime(): number {
  const src = screen.getByRole('img', { name: ALT }).getAttribute('src') ?? '';
  expect(src).toMatch(/^\/wps\/captcha\?t=\d+$/);
  return Number(new URL(src, 'http://app').searchParams.get('t'));
}

/** Spec 000 §9: the form ignores taps for 500 ms after a login ends. */
const coolDown = () => act(() => void vi.advanceTimersByTime(LOGIN_COOLDOWN_MS));

async function logInAs(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the image captcha on the username login', () => {
  it('stays hidden while the platform does not ask for it', async () => {
    const { user, logins } = renderLogin({ ...refusal('login.cred.err'), value: null });
    await logInAs(user, 'wrong');
    await waitFor(() => expect(logins()).toHaveLength(1));
    expect(screen.queryByRole('img', { name: ALT })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Characters in the image' })).toBeNull();
    expect(logins()[0]?.body).not.toHaveProperty('captcha');
  });

  it('appears when a refusal asks for it: the picture from the platform, a new-image button and a labelled field', async () => {
    const { user } = renderLogin(refusal('login.cred.err'));
    await logInAs(user, 'wrong');
    await screen.findByRole('img', { name: ALT });
    expect(pictureTime()).toBeGreaterThanOrEqual(NOW);
    expect(screen.getByRole('button', { name: 'New image' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Characters in the image' })).toHaveValue('');
  });

  it('a missing answer is named at the field, and nothing is sent', async () => {
    const { user, logins } = renderLogin(refusal('login.cred.err'));
    await logInAs(user, 'wrong');
    await screen.findByRole('img', { name: ALT });
    coolDown();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const field = screen.getByRole('textbox', { name: 'Characters in the image' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByText('Enter the characters in the image.')).toBeTruthy();
    expect(logins()).toHaveLength(1);
  });

  it('sends the answer; a refusal brings a new picture and clears only the answer; the right one logs in with one request', async () => {
    const { user, logins } = renderLogin(refusal('login.cred.err'), refusal('captcha.invalid'), loggedIn);
    await logInAs(user, 'Passw0rd!');
    await screen.findByRole('img', { name: ALT });
    const first = pictureTime();
    coolDown();
    vi.setSystemTime(NOW + 5_000);
    await user.type(screen.getByRole('textbox', { name: 'Characters in the image' }), 'WR0NG');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins()).toHaveLength(2));
    expect(logins()[1]?.body).toMatchObject({ username: 'player01', password: 'Passw0rd!', captcha: 'WR0NG' });

    await waitFor(() => expect(pictureTime()).not.toBe(first));
    expect(pictureTime()).toBeGreaterThanOrEqual(NOW + 5_000);
    expect(screen.getByRole('textbox', { name: 'Characters in the image' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player01');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Passw0rd!');

    coolDown();
    await user.type(screen.getByRole('textbox', { name: 'Characters in the image' }), ' km7px ');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await user.dblClick(submit);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/m/home'));
    expect(logins()).toHaveLength(3);
    expect(logins()[2]?.body).toMatchObject({ captcha: 'km7px' });
  });

  it('"New image" fetches another picture and clears what was typed', async () => {
    const { user } = renderLogin(refusal('login.cred.err'));
    await logInAs(user, 'wrong');
    fireEvent.load(await screen.findByRole('img', { name: ALT }));
    const first = pictureTime();
    await user.type(screen.getByRole('textbox', { name: 'Characters in the image' }), 'AB');
    await user.click(screen.getByRole('button', { name: 'New image' }));
    expect(pictureTime()).toBeGreaterThan(first);
    expect(screen.getByRole('textbox', { name: 'Characters in the image' })).toHaveValue('');
    expect(screen.getByText('Loading a new image…')).toBeTruthy();
  });

  it('says so when the picture does not load, and "New image" tries again', async () => {
    const { user } = renderLogin(refusal('login.cred.err'));
    await logInAs(user, 'wrong');
    fireEvent.error(await screen.findByRole('img', { name: ALT }));
    expect(screen.queryByRole('img', { name: ALT })).toBeNull();
    expect(screen.getAllByText('The image did not load. Tap “New image” to try again.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'New image' }));
    expect(screen.getByRole('img', { name: ALT })).toBeTruthy();
  });
});
