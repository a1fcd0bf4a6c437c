import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overlayClosed, overlayWanted } from '@lotto/app-core';
import { promptClosed, promptOffered } from './push-slice';
import { PushPromptHost } from './PushPromptHost';
import { createPushStore, setupI18n } from './testing';

const prompt = () => screen.queryByRole('complementary', { name: 'Notifications' });

afterEach(() => vi.useRealTimers());

describe('the notification prompt in the overlays queue (the last of it)', () => {
  it('waits for the overlays before it, shows at its turn, and leaves the queue once closed', async () => {
    const i18n = await setupI18n();
    vi.useFakeTimers();
    const store = createPushStore();
    const actions = {
      allow: vi.fn(async () => undefined),
      dismiss: () => store.dispatch(promptClosed()),
      offer: () => store.dispatch(promptOffered()),
    };
    store.dispatch(overlayWanted('addToHomeScreen'));
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <PushPromptHost store={store} actions={actions} />
        </I18nextProvider>
      </Provider>,
    );
    act(() => {
      store.dispatch(promptOffered());
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(prompt()).toBeNull();
    act(() => {
      store.dispatch(overlayClosed('addToHomeScreen'));
    });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(prompt()).not.toBeNull();
    expect(store.getState().overlays.queue).toEqual({ notifications: 'shown' });
    act(() => actions.dismiss());
    expect(prompt()).toBeNull();
    expect(store.getState().overlays.queue).toEqual({});
  });
});
