import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RememberedLoginModule from '../remembered-login/remembered-login';
import type { RememberedLogin } from '../remembered-login/remembered-login';
import { createAuthStore, renderAuth, setupI18n } from '../testing';
import { LoginScreen } from './LoginScreen';

/** Every read of the stored login waits here until the test answers them all at once. */
let readers: Array<(remembered: RememberedLogin) => void> = [];
const answer = (remembered: RememberedLogin) => {
  readers.forEach((resolve) => resolve(remembered));
  readers = [];
};
vi.mock('../remembered-login/remembered-login', async (original) => {
  const real: typeof RememberedLoginModule = await original();
  return { ...real, readRememberedLogin: () => new Promise<RememberedLogin>((resolve) => readers.push(resolve)) };
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupI18n();
});

const remembered: RememberedLogin = { type: 'username', merchant: 'demo', username: 'player01' } as RememberedLogin;

describe('the remembered username (spec 000 §4)', () => {
  it('fills an untouched form', async () => {
    renderAuth(<LoginScreen />, { i18n, store: createAuthStore({ common: { merchantCode: 'demo' } }), path: '/m/login' });
    const field = await screen.findByRole('textbox', { name: 'Username' });
    await act(async () => answer(remembered));
    expect(field).toHaveProperty('value', 'player01');
  });

  it('is on screen the moment it is read, so a tap never lands between its arrival and its showing', async () => {
    renderAuth(<LoginScreen />, { i18n, store: createAuthStore({ common: { merchantCode: 'demo' } }), path: '/m/login' });
    const field = await screen.findByRole('textbox', { name: 'Username' });
    // Only the read's own promise settles: no render of React's is let run before the look.
    answer(remembered);
    await Promise.resolve();
    await Promise.resolve();
    expect(field).toHaveProperty('value', 'player01');
  });

  it('leaves the form alone once the player is in it', async () => {
    renderAuth(<LoginScreen />, { i18n, store: createAuthStore({ common: { merchantCode: 'demo' } }), path: '/m/login' });
    const field = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.setup().type(field, 'agent01');
    await act(async () => answer(remembered));
    expect(field).toHaveProperty('value', 'agent01');
  });
});
