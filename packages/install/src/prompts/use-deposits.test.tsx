import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEnded } from '@lotto/app-core';
import { restorePageVisibility, showPage } from '@lotto/app-core/testing';
import { DEPOSIT_POLL_MS } from '../constants';
import { createPromptsStore } from '../testing/create-prompts-store';
import { withDefaults } from './deposit-rule';
import type { PromptEnvironment } from './prompt-environment';
import { useDeposits } from './use-deposits';

const DEPOSITS = '/wps/relay/MCSFE_getDepositSettings';
const MEMBER = { id: 1, token: 'tok', merchantCode: 'demo', userName: 'player01', type: 0, firstTimeLogin: false };
const android: PromptEnvironment = { inApp: false, pwa: false, webclip: false, kind: 'android', iosVersion: null, host: '127.0.0.1' };
// The forced download applies on this host, so the deposits are polled on home.
const settings = withDefaults({ forcedDownloadDomains: ['127.0.0.1'] });

/** A member's deposits read by the prompts, on home unless told otherwise. */
function watch(onHome = true) {
  let asked = 0;
  const store = createPromptsStore(
    {},
    {
      session: MEMBER,
      answers: {
        [DEPOSITS]: () => {
          asked += 1;
          return { success: true, status: 200, value: { totalDepositSuccessCount: 0, firstDeposit: 'N' } };
        },
      },
    },
  );
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(({ home }) => useDeposits(home, android, settings), { wrapper, initialProps: { home: onHome } });
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { store, hook, advance, asked: () => asked };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  restorePageVisibility();
});

describe('deposit polling (spec 001 §4: every 30 s while it matters)', () => {
  it('asks at once, then every 30 s', async () => {
    const { hook, advance, asked } = watch();
    await advance(0);
    expect(asked()).toBe(1);
    expect(hook.result.current).toEqual({ count: 0, firstDeposit: false });
    await advance(DEPOSIT_POLL_MS - 1);
    expect(asked()).toBe(1);
    await advance(1);
    expect(asked()).toBe(2);
    await advance(DEPOSIT_POLL_MS * 2);
    expect(asked()).toBe(4);
    hook.unmount();
  });

  it('stops while the page is hidden and asks again on return', async () => {
    const { hook, advance, asked } = watch();
    await advance(0);
    showPage('hidden');
    await advance(DEPOSIT_POLL_MS * 3);
    expect(asked()).toBe(1);
    showPage('visible');
    await advance(0);
    expect(asked()).toBe(2);
    await advance(DEPOSIT_POLL_MS);
    expect(asked()).toBe(3);
    hook.unmount();
  });

  it('asks nothing after the logout, which forgets the deposits', async () => {
    const { store, hook, advance, asked } = watch();
    await advance(0);
    act(() => void store.dispatch(sessionEnded()));
    await advance(DEPOSIT_POLL_MS * 3);
    showPage('hidden');
    showPage('visible');
    await advance(DEPOSIT_POLL_MS);
    expect(asked()).toBe(1);
    expect(hook.result.current).toBeNull();
    expect(store.getState().installPrompts.deposits).toBeNull();
    expect(store.getState().platformApi?.queries).toEqual({});
    hook.unmount();
  });

  it('with a fresh answer at hand, asks first after one interval, and at once on return', async () => {
    // Away from home the deposits are asked once; coming home starts the poll with that answer.
    const { hook, advance, asked } = watch(false);
    await advance(DEPOSIT_POLL_MS * 2);
    expect(asked()).toBe(1);
    hook.rerender({ home: true });
    await advance(0);
    expect(asked()).toBe(1);
    await advance(DEPOSIT_POLL_MS);
    expect(asked()).toBe(2);
    showPage('hidden');
    showPage('visible');
    await advance(0);
    expect(asked()).toBe(3);
    hook.unmount();
  });

  it('does not start on a hidden page', async () => {
    showPage('hidden');
    const { hook, advance, asked } = watch();
    await advance(DEPOSIT_POLL_MS);
    expect(asked()).toBe(0);
    showPage('visible');
    await advance(0);
    expect(asked()).toBe(1);
    hook.unmount();
  });
});
