import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from './locales';

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
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <>
      <header className="ui-modal__header">
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        {hideCloseButton ? null : (
          <button type="button" className="ui-modal__close" aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </header>
      <div className="ui-modal__body">{children}</div>
      {footer ? <footer className="ui-modal__footer">{footer}</footer> : null}
    </>
  );
}
