import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { testI18n } from '@lotto/i18n/testing';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { AUTO_HIDE_INTERVAL_MS, AUTO_HIDE_LOOKS } from './feedback-constants';
import { FeedbackHost } from './FeedbackHost';
import { alertShown, feedbackSlice } from './feedback-slice';
import { handleOutcome } from './handle-outcome';
import { FEEDBACK_NAMESPACE, feedbackMessages } from './locales';

const STATUS = '/wps/system/status';
const ANSWERED: ApiResult = { success: true, status: 200, value: {} };
const NO_ANSWER: ApiResult = { success: false, status: 0, value: undefined, message: 'Failed to fetch' };

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n({ [FEEDBACK_NAMESPACE]: feedbackMessages, [UI_NAMESPACE]: uiMessages });
});
afterEach(() => vi.useRealTimers());

/** The dialog with a platform whose status call answers as `answers` says, look after look. */
function host(answers: ApiResult[]) {
  let look = 0;
  const api = cannedApi({ [STATUS]: () => answers[Math.min(look++, answers.length - 1)] as ApiResult });
  const store = configureStore({
    reducer: { feedback: feedbackSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
  vi.useFakeTimers();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <FeedbackHost />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const probes = () => api.calls.filter((call) => call.path === STATUS);
  return { store, probes };
}

const dialog = () => screen.queryByRole('alertdialog');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the error dialog's auto-hide (spec 001 §8: every 1 s, up to 3 times)", () => {
  it('a lost connection’s dialog looks every 1 s whether the platform answers, and hides at the first answer', async () => {
    const { store, probes } = host([NO_ANSWER, ANSWERED]);
    act(() => {
      store.dispatch(handleOutcome({ kind: 'network-error' }, '/wps/session/login'));
    });
    expect(dialog()?.textContent).toContain('Network Error / CORS Errors');
    await advance(AUTO_HIDE_INTERVAL_MS - 1);
    expect(probes()).toHaveLength(0);
    await advance(1);
    expect(probes()).toHaveLength(1);
    expect(probes()[0]?.options).toMatchObject({ alert: false, timeoutMs: AUTO_HIDE_INTERVAL_MS });
    expect(store.getState().feedback.alerts).toHaveLength(1);
    await advance(AUTO_HIDE_INTERVAL_MS);
    expect(probes()).toHaveLength(2);
    expect(store.getState().feedback.alerts).toEqual([]);
    // Its exit animation, then it is gone.
    await advance(300);
    expect(dialog()).toBeNull();
  });

  it('after the third look without an answer it stays until the player confirms it', async () => {
    const { store, probes } = host([NO_ANSWER]);
    act(() => {
      store.dispatch(handleOutcome({ kind: 'network-error' }, '/wps/session/login'));
    });
    await advance(AUTO_HIDE_LOOKS * AUTO_HIDE_INTERVAL_MS);
    expect(probes()).toHaveLength(AUTO_HIDE_LOOKS);
    await advance(60_000);
    expect(probes()).toHaveLength(AUTO_HIDE_LOOKS);
    expect(dialog()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(store.getState().feedback.alerts).toEqual([]);
  });

  it('the same error again while its dialog is up is not stacked, and the looks are not started again', async () => {
    const { store, probes } = host([NO_ANSWER]);
    act(() => {
      store.dispatch(handleOutcome({ kind: 'network-error' }, '/wps/session/login'));
    });
    await advance(AUTO_HIDE_INTERVAL_MS);
    act(() => {
      store.dispatch(handleOutcome({ kind: 'network-error' }, '/wps/relay/MCSFE_getDepositSettings'));
    });
    expect(store.getState().feedback.alerts).toHaveLength(1);
    await advance(10 * AUTO_HIDE_INTERVAL_MS);
    expect(probes()).toHaveLength(AUTO_HIDE_LOOKS);
  });

  it('a dialog that tells the player something (a server message) never hides by itself', async () => {
    const { store, probes } = host([ANSWERED]);
    act(() => {
      store.dispatch(alertShown({ message: 'Login is not available in your region.' }));
    });
    await advance(10 * AUTO_HIDE_INTERVAL_MS);
    expect(probes()).toHaveLength(0);
    expect(dialog()?.textContent).toContain('Login is not available in your region.');
  });
});
