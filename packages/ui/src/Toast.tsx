import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_DURATION_MS } from './constants';
import './toast.css';

export type ToastVariant = 'info' | 'success' | 'error';

interface ToastProps {
  message: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before `onDismiss` is called; default TOAST_DURATION_MS. */
  duration?: number;
  /** Called once the duration has passed; the owner then removes the toast. */
  onDismiss: () => void;
}

/** Inside a viewport, toasts leave the announcing to it: nested live regions confuse screen readers. */
const InViewport = createContext(false);

/** A short message that dismisses itself; announced politely (`role="status"`). */
export function Toast({ message, variant = 'info', duration = TOAST_DURATION_MS, onDismiss }: ToastProps) {
  const inViewport = useContext(InViewport);
  const onDismissRef = useRef(onDismiss);

  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    const timer = setTimeout(() => onDismissRef.current(), duration);
    return () => clearTimeout(timer);
  }, [duration]);

  return (
    <div
      className={`ui-toast ui-toast--${variant}`}
      data-variant={variant}
      role={inViewport ? undefined : 'status'}
      aria-live={inViewport ? undefined : 'polite'}
    >
      <span className="ui-toast__icon" aria-hidden="true" />
      <span className="ui-toast__message">{message}</span>
    </div>
  );
}

export type ToastPlacement = 'top' | 'center' | 'bottom';

interface ToastViewportProps {
  placement?: ToastPlacement;
  children?: ReactNode;
}

/**
 * Where toasts appear: one polite live region that stays mounted, so a toast added to it
 * is announced. Rendered into document.body, above modals.
 */
export function ToastViewport({ placement = 'center', children }: ToastViewportProps) {
  return createPortal(
    <div className={`ui-toast-viewport ui-toast-viewport--${placement}`} role="status" aria-live="polite">
      <InViewport.Provider value={true}>{children}</InViewport.Provider>
    </div>,
    document.body,
  );
}
