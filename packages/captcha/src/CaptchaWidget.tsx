import { useEffect, useSyncExternalStore } from 'react';
import { useTexts, type TypedT } from '@lotto/i18n';
import { useSelector } from 'react-redux';
import type { CommonState } from '@lotto/app-core';
import { NETWORK_FAILURE_CODES } from './constants';
import type { CaptchaGateHandle } from './captcha-gate';
import type { CaptchaMessageKey } from './locales/messages';
import { CAPTCHA_NAMESPACE } from './locales/namespace';
import type { CaptchaScene } from './types';
import type { WidgetState } from './widget-state';
import './captcha.css';

export interface CaptchaWidgetProps {
  gate: CaptchaGateHandle;
  /** The form's scene; the widget shows only when its show flag is on. */
  scene: CaptchaScene;
  /** Load the vendor widget as soon as the form shows (default), so submit need not wait. */
  prepare?: boolean;
}

/** The status line of the captcha for a form (spec 000 §2, §4): loading, waiting, success, or an error to tap. */
export function CaptchaWidget({ gate, scene, prepare = true }: CaptchaWidgetProps) {
  // Re-read when the merchant settings arrive or change.
  useSelector((state: { common: CommonState }) => state.common);
  if (!gate.required(scene)) return null;
  return <CaptchaStatus gate={gate} prepare={prepare} />;
}

function CaptchaStatus({ gate, prepare }: { gate: CaptchaGateHandle; prepare: boolean }) {
  const { t } = useTexts(CAPTCHA_NAMESPACE);
  const state = useSyncExternalStore(gate.subscribe, gate.getState, gate.getState);
  useEffect(() => {
    if (prepare) gate.prepare();
  }, [gate, prepare]);

  return (
    <div className="captcha-widget" data-status={state.status}>
      <span className="captcha-widget__label">{t('status.label')}</span>
      {state.status === 'error' ? (
        <span role="alert">
          <button type="button" className="captcha-widget__retry" onClick={() => gate.retry()}>
            {errorText(state, t)} · {t('retry')}
          </button>
        </span>
      ) : (
        <span className="captcha-widget__status" role="status">
          {(state.status === 'loading' || state.status === 'idle' || state.verifying) && state.status !== 'success' ? (
            <span className="captcha-widget__spinner" aria-hidden="true" />
          ) : null}
          {statusText(state, t)}
        </span>
      )}
      {state.tooFast ? (
        <span className="captcha-widget__notice" role="status">
          {t('too_fast')}
        </span>
      ) : null}
    </div>
  );
}

type Translate = TypedT<CaptchaMessageKey>;

function statusText(state: WidgetState, t: Translate): string {
  if (state.status === 'success') return t('status.success');
  if (state.status === 'waiting') return state.verifying ? t('status.verifying') : t('status.waiting');
  return t('status.loading');
}

/** user_error with the code (60204 and 60205 read "Network failure"), or unknown_error without one. */
function errorText(state: Pick<WidgetState, 'errorCode' | 'errorText'>, t: Translate): string {
  if (state.errorCode === null) return t('unknown_error');
  const message = NETWORK_FAILURE_CODES.includes(state.errorCode) ? t('network_failure') : (state.errorText ?? t('unknown_error'));
  return t('user_error', { code: state.errorCode, message });
}
