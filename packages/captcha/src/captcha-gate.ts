import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { alertShown, toastShown, type CommonState, type ThunkExtra } from '@lotto/app-core';
import { loadGeetestAdapter, type AdapterLoader } from './adapter-loader';
import { TOO_FAST_TOAST_MS } from './constants';
import { CAPTCHA_NAMESPACE } from './locales/namespace';
import { resolveHosts } from './script-loader';
import { captchaRequired, captchaVersion, sceneSupported } from './scenes';
import {
  toCaptchaError,
  type CaptchaAdapter,
  type CaptchaHosts,
  type CaptchaPayload,
  type CaptchaResult,
  type CaptchaScene,
} from './types';
import { canStartVerification, initialWidgetState, widgetTransition, type WidgetEvent, type WidgetState } from './widget-state';

type ApiThunk = (dispatch: unknown, getState: unknown, extra: ThunkExtra) => ApiClient;

/** The store as the captcha uses it: the merchant settings, and dispatch for alerts (and thunks, to reach the platform client). */
export interface CaptchaHostStore {
  getState(): { common: CommonState };
  dispatch(action: UnknownAction | ApiThunk): unknown;
}

export interface CaptchaGateOptions {
  /** The merchant's production hosts, used when the settings list none. */
  defaultHosts: CaptchaHosts;
  /** The platform client; taken from the store's thunk extra when absent. */
  api?: ApiClient;
  /** Tests and stories pass a stand-in. */
  loadAdapter?: AdapterLoader;
}

/**
 * What sign-in's CaptchaGate contract asks (required / verify), plus what the widget shows:
 * the state of spec 000 §4, a subscription to it, loading ahead of the first tap, and retry.
 */
export interface CaptchaGateHandle {
  required(scene: CaptchaScene): boolean;
  verify(scene: CaptchaScene): Promise<CaptchaPayload | null>;
  getState(): WidgetState;
  subscribe(listener: () => void): () => void;
  /** Load the widget now (the login page does on show), so the tap on submit need not wait. */
  prepare(): void;
  /** The retry click after an error: back to loading. */
  retry(): void;
  /**
   * The call that carried the last result failed (spec 000 §4, registration): the spent result is
   * forgotten, the widget goes back to waiting and reloads, so the next submit verifies afresh.
   */
  reset(): void;
  dispose(): void;
}

/** The fields a call carries: v3's validate stays out. */
function payloadOf(result: CaptchaResult): CaptchaPayload {
  const { geetestValidate: _validate, ...payload } = result;
  return payload;
}

export function createCaptchaGate(store: CaptchaHostStore, options: CaptchaGateOptions): CaptchaGateHandle {
  const loadAdapter = options.loadAdapter ?? loadGeetestAdapter;
  const listeners = new Set<() => void>();
  let state: WidgetState = initialWidgetState;
  let adapter: { key: string; instance: Promise<CaptchaAdapter> } | null = null;
  let loading: Promise<CaptchaAdapter | null> | null = null;

  const emit = (event: WidgetEvent) => {
    state = widgetTransition(state, event);
    for (const listener of listeners) listener();
  };
  const common = () => store.getState().common;
  const api = () => options.api ?? (store.dispatch((_dispatch, _getState, extra) => extra.api) as ApiClient);

  /** The adapter for the current settings; a new one if the version or id changed. */
  const currentAdapter = (): Promise<CaptchaAdapter> => {
    const settings = common();
    const version = captchaVersion(settings);
    const key = `${version}:${settings.gw.GEETEST_ID}`;
    if (adapter?.key !== key) {
      void adapter?.instance.then(
        (old) => old.destroy(),
        () => undefined,
      );
      const instance = loadAdapter(version, { api: api(), captchaId: settings.gw.GEETEST_ID });
      adapter = { key, instance };
    }
    return adapter.instance;
  };

  /** Loading and waiting, or an error shown in the widget (null). Shared by prepare, retry and verify. */
  const load = (): Promise<CaptchaAdapter | null> => {
    loading ??= (async () => {
      if (state.status !== 'waiting') emit({ type: state.status === 'error' ? 'retry' : 'load' });
      try {
        const instance = await currentAdapter();
        await instance.load(resolveHosts(common().gw, options.defaultHosts));
        if (state.status !== 'waiting') emit({ type: 'ready' });
        return instance;
      } catch (error) {
        const failure = toCaptchaError(error);
        emit({ type: 'error', code: failure.code, text: failure.userError ?? null });
        return null;
      } finally {
        loading = null;
      }
    })();
    return loading;
  };

  return {
    required: (scene) => captchaRequired(common(), scene),

    async verify(scene) {
      if (!canStartVerification(state)) {
        emit({ type: 'tooFast' });
        store.dispatch(
          toastShown({ messageKey: 'too_fast', namespace: CAPTCHA_NAMESPACE, variant: 'error', durationMs: TOO_FAST_TOAST_MS }),
        );
        return null;
      }
      if (!sceneSupported(scene, captchaVersion(common()))) {
        store.dispatch(alertShown({ messageKey: 'geetest_not_work', namespace: CAPTCHA_NAMESPACE }));
        return null;
      }
      emit({ type: 'verifyStarted' });
      try {
        const instance = await load();
        if (instance === null) return null;
        const result = await instance.verify();
        if (result === null) {
          emit({ type: 'close' });
          store.dispatch(alertShown({ messageKey: 'verify_first', namespace: CAPTCHA_NAMESPACE }));
          return null;
        }
        emit({ type: 'success' });
        // A result is good for one call; the next verification starts afresh.
        instance.reset();
        return payloadOf(result);
      } catch (error) {
        const failure = toCaptchaError(error);
        emit({ type: 'error', code: failure.code, text: failure.userError ?? null });
        return null;
      } finally {
        emit({ type: 'verifyEnded' });
      }
    },

    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare() {
      if (state.status === 'idle') void load();
    },
    retry() {
      if (state.status === 'error') void load();
    },
    reset() {
      // A verification under way is the player's; a widget never loaded, or in error, holds no result.
      if (state.verifying || state.status === 'idle' || state.status === 'error') return;
      emit({ type: 'reset' });
      const spent = adapter?.instance;
      void (async () => {
        await spent?.then(
          (instance) => instance.reset(),
          () => undefined,
        );
        await load();
      })();
    },
    dispose() {
      void adapter?.instance.then(
        (instance) => instance.destroy(),
        () => undefined,
      );
      adapter = null;
      listeners.clear();
    },
  };
}
