import { useId, type ReactNode, type RefObject } from 'react';
import { ModalContent } from './modal-content';
import { ModalFrame } from './modal-frame';

export interface ModalProps {
  open: boolean;
  /** Called for the close button, Escape, the back button and a tap on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The browser's back button closes the modal (a history entry is pushed while open). Default true. */
  closeOnBack?: boolean;
  /** A tap on the dimmed backdrop closes. Default true. */
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
  /** Element focused on open; by default the dialog itself, so no keyboard pops up. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Length of the exit animation (`hiding`); defaults to MODAL_ANIMATION_MS. */
  animationMs?: number;
  className?: string;
}

/** Modal and BottomSheet: one titled dialog, centred or anchored to the bottom edge (with a drag handle). */
export function ModalDialog({
  placement,
  open,
  onClose,
  title,
  children,
  footer,
  closeOnBack = true,
  closeOnBackdrop = true,
  hideCloseButton,
  initialFocusRef,
  animationMs,
  className,
}: ModalProps & { placement: 'center' | 'bottom' }) {
  const titleId = useId();
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      role="dialog"
      placement={placement}
      labelledBy={titleId}
      initialFocusRef={initialFocusRef}
      closeOnBack={closeOnBack}
      closeOnBackdrop={closeOnBackdrop}
      animationMs={animationMs}
      className={className}
    >
      {placement === 'bottom' ? <div className="ui-sheet__handle" aria-hidden="true" /> : null}
      <ModalContent titleId={titleId} title={title} onClose={onClose} hideCloseButton={hideCloseButton} footer={footer}>
        {children}
      </ModalContent>
    </ModalFrame>
  );
}
