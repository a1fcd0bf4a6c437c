import { useId } from 'react';
import type { ModalProps } from './Modal';
import { ModalContent } from './modal-content';
import { ModalFrame } from './modal-frame';

export type BottomSheetProps = ModalProps;

/** A Modal anchored to the bottom edge that slides up; same states, focus and back-button rules. */
export function BottomSheet({
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
}: BottomSheetProps) {
  const titleId = useId();
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      role="dialog"
      placement="bottom"
      labelledBy={titleId}
      initialFocusRef={initialFocusRef}
      closeOnBack={closeOnBack}
      closeOnBackdrop={closeOnBackdrop}
      animationMs={animationMs}
      className={className}
    >
      <div className="ui-sheet__handle" aria-hidden="true" />
      <ModalContent titleId={titleId} title={title} onClose={onClose} hideCloseButton={hideCloseButton} footer={footer}>
        {children}
      </ModalContent>
    </ModalFrame>
  );
}
