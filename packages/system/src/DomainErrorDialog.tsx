import { useRef, useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { useDispatch } from 'react-redux';
import { domainErrorDismissed, type DomainError } from '@lotto/app-core';
import { Button, Modal } from '@lotto/ui';
import { ContactButton } from './ContactButton';
import { SYSTEM_NAMESPACE } from './locales';
import { checkSystemStatus } from './status/check-system-status';
import type { SystemDispatch } from './store-types';

export interface DomainErrorDialogProps {
  error: DomainError | null;
}

/** The modal itself, for the stories: open while `error` is set. */
export function DomainErrorDialog({ error }: DomainErrorDialogProps) {
  const { t } = useTexts(SYSTEM_NAMESPACE);
  const dispatch = useDispatch<SystemDispatch>();
  const retryRef = useRef<HTMLButtonElement>(null);
  // The text stays while the modal animates out after the error is cleared.
  const [shown, setShown] = useState(error);
  if (error !== null && error !== shown) setShown(error);

  const retry = () => {
    dispatch(domainErrorDismissed());
    void dispatch(checkSystemStatus());
  };

  return (
    <Modal
      open={error !== null}
      onClose={retry}
      title={t('notice')}
      hideCloseButton
      closeOnBack={false}
      closeOnBackdrop={false}
      initialFocusRef={retryRef}
      className="sys-domain-error"
      footer={
        <>
          <ContactButton label={t('customer_service')} variant="secondary" />
          <Button ref={retryRef} onClick={retry}>
            {t('retry_once')}
          </Button>
        </>
      }
    >
      <p className="sys-domain-error__message">{shown?.message || t('error')}</p>
    </Modal>
  );
}
