import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTexts } from '@lotto/i18n';
import { SPINNER_AUTO_HIDE_MS } from './constants';
import { UI_NAMESPACE } from './locales';
import './spinner.css';

interface SpinnerProps {
  /** Default true. Turning it on again restarts the auto-hide timer. */
  visible?: boolean;
  /** A full-screen overlay with the brand spinner instead of an inline one. */
  fullScreen?: boolean;
  /** The merchant's logo in the middle of the full-screen spinner. */
  logoSrc?: string;
  size?: 'small' | 'medium' | 'large';
  /** Overrides the translated "Loading". */
  label?: string;
  /**
   * A spinner never stays longer than this (default SPINNER_AUTO_HIDE_MS): it hides itself
   * and calls `onHide`, so a lost response cannot block the screen. `false` turns that off.
   */
  autoHideMs?: number | false;
  onHide?: () => void;
  className?: string;
}

/** A loading indicator: `role="status"` named "Loading", inline or as a full-screen overlay. */
export function Spinner({
  visible = true,
  fullScreen = false,
  logoSrc,
  size = 'medium',
  label,
  autoHideMs = SPINNER_AUTO_HIDE_MS,
  onHide,
  className,
}: SpinnerProps) {
  const { t } = useTexts(UI_NAMESPACE);
  const labelId = useId();
  const [expired, setExpired] = useState(false);
  const [previousVisible, setPreviousVisible] = useState(visible);
  const onHideRef = useRef(onHide);

  useEffect(() => {
    onHideRef.current = onHide;
  });

  // Shown again after being hidden: a fresh start for the timer.
  if (visible !== previousVisible) {
    setPreviousVisible(visible);
    if (visible) setExpired(false);
  }

  useEffect(() => {
    if (!visible || autoHideMs === false) return;
    const timer = setTimeout(() => {
      setExpired(true);
      onHideRef.current?.();
    }, autoHideMs);
    return () => clearTimeout(timer);
  }, [visible, autoHideMs]);

  if (!visible || expired) return null;

  const text = label ?? t('loading');
  const status = (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-labelledby={labelId}
      className={['ui-spinner', fullScreen ? 'ui-spinner--full-screen' : `ui-spinner--${size}`, className].filter(Boolean).join(' ')}
    >
      {fullScreen ? (
        <div className="ui-spinner__brand">
          <span className="ui-spinner__ring" aria-hidden="true" />
          {logoSrc ? <img className="ui-spinner__logo" src={logoSrc} alt="" /> : null}
        </div>
      ) : (
        <span className="ui-spinner__ring" aria-hidden="true" />
      )}
      <span id={labelId} className="ui-visually-hidden">
        {text}
      </span>
    </div>
  );

  return fullScreen ? createPortal(status, document.body) : status;
}
