import { createContext, useContext, useEffect, useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_ANIMATION_MS } from './constants';
import { tabbableElements } from './focusable';
import { closeLayer, hasLayer, isTopLayer, modalOnScreen, openLayer } from './modal-stack';
import { useModalState } from './use-modal-state';
import { usePrefersReducedMotion } from './use-reduced-motion';
import './modal.css';

/** The modal a modal is rendered from, so that one opened together with it stays on top. */
const ParentModal = createContext<string | undefined>(undefined);

export interface ModalFrameProps {
  open: boolean;
  /** Escape, the back button and (if allowed) a tap on the backdrop ask to close through this. */
  onClose: () => void;
  role: 'dialog' | 'alertdialog';
  placement: 'center' | 'bottom';
  labelledBy?: string;
  describedBy?: string;
  /** Receives focus on open; otherwise the dialog itself does (no keyboard pops up on a phone). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBack: boolean;
  closeOnBackdrop: boolean;
  animationMs?: number;
  className?: string;
  children: ReactNode;
}

/**
 * What every modal surface shares: portal, the shown/hiding/removed states, focus moved
 * in, trapped and given back, Escape, the back button, and the page's scroll lock.
 */
export function ModalFrame({
  open,
  onClose,
  role,
  placement,
  labelledBy,
  describedBy,
  initialFocusRef,
  closeOnBack,
  closeOnBackdrop,
  animationMs = MODAL_ANIMATION_MS,
  className,
  children,
}: ModalFrameProps) {
  const id = useId();
  const parentId = useContext(ParentModal);
  const reducedMotion = usePrefersReducedMotion();
  const duration = reducedMotion ? 0 : animationMs;
  const state = useModalState(open, duration);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const activeRef = useRef(false);
  const mountedRef = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  // On screen from opening until the exit animation is over (`useModalOpen`).
  const present = state !== 'removed';
  useEffect(() => {
    if (!present) return undefined;
    modalOnScreen(id, true);
    return () => modalOnScreen(id, false);
  }, [present, id]);

  useEffect(() => {
    if (!open) return;
    activeRef.current = true;
    // A development re-run (StrictMode) finds its layer still there and keeps it.
    if (!hasLayer(id)) {
      openLayer({ id, parentId, panel: panelRef.current, closeOnBack, onBack: () => onCloseRef.current() });
      if (isTopLayer(id)) (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || !isTopLayer(id) || event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, panel);
      }
    };
    // Focus that escapes anyway (a tap outside, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!panel || !isTopLayer(id)) return;
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      activeRef.current = false;
      void Promise.resolve().then(() => {
        if (activeRef.current) return;
        // Unmounted while open, its page probably went away: going back could undo that navigation.
        const opener = closeLayer(id, mountedRef.current);
        if (opener?.isConnected) opener.focus({ preventScroll: true });
      });
    };
    // Options are read once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, id]);

  if (state === 'removed') return null;

  // A non-default duration is handed to the CSS so the animation and the timer agree.
  const style = duration !== MODAL_ANIMATION_MS && !reducedMotion ? ({ '--motion-modal': `${duration}ms` } as CSSProperties) : undefined;

  return createPortal(
    <div
      className={['ui-modal-root', `ui-modal-root--${placement}`, role === 'alertdialog' && 'ui-modal-root--alert']
        .filter(Boolean)
        .join(' ')}
      data-state={state}
      style={style}
      inert={state === 'hiding'}
      // Not every engine and tool treats inert as hidden yet: a closing dialog is not one to read.
      aria-hidden={state === 'hiding' ? true : undefined}
    >
      <div className="ui-modal-backdrop" aria-hidden="true" onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-state={state}
        className={['ui-modal', `ui-modal--${placement}`, className].filter(Boolean).join(' ')}
      >
        <ParentModal.Provider value={id}>{children}</ParentModal.Provider>
      </div>
    </div>,
    document.body,
  );
}

function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const items = tabbableElements(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active);
  if (event.shiftKey && (!inside || active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
