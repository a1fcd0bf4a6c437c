import type { ReactNode } from 'react';
import { CloseButton } from './CloseButton';

export interface ModalContentProps {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  hideCloseButton?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** Title bar with a close button, a scrolling body and an optional footer, for Modal and BottomSheet. */
export function ModalContent({ titleId, title, onClose, hideCloseButton, footer, children }: ModalContentProps) {
  return (
    <>
      <header className="ui-modal__header">
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        {hideCloseButton ? null : <CloseButton onClick={onClose} />}
      </header>
      <div className="ui-modal__body">{children}</div>
      {footer ? <footer className="ui-modal__footer">{footer}</footer> : null}
    </>
  );
}
