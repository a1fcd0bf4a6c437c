import { useId, useRef, type ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button } from './Button';
import { UI_NAMESPACE } from './locales';
import { ModalFrame } from './modal-frame';
import './alert-dialog.css';

export interface AlertDialogProps {
  open: boolean;
  /** Defaults to the translated "Notice". */
  title?: string;
  message: ReactNode;
  /** Defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Without `onCancel`, the only way out: the button, Escape and the back button all confirm. */
  onConfirm: () => void;
  /**
   * A question rather than a notice ("Log out?"): a second button, and Escape and the back button
   * cancel instead of confirming. Its label defaults to the translated "Cancel".
   */
  onCancel?: () => void;
  cancelLabel?: string;
  /** For a question whose confirm cannot be undone (switching accounts): focus starts on cancel, so a stray Enter keeps things as they are. */
  focusCancel?: boolean;
  /** Shown in small print as a reference the user can quote to support. */
  traceId?: string;
  closeOnBack?: boolean;
  animationMs?: number;
}

/** The platform's notice: a titled message with one confirm button (and a cancel for a question), announced as an alert dialog. */
export function AlertDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  cancelLabel,
  focusCancel = false,
  traceId,
  closeOnBack = true,
  animationMs,
}: AlertDialogProps) {
  const { t } = useTexts(UI_NAMESPACE);
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      open={open}
      onClose={onCancel ?? onConfirm}
      role="alertdialog"
      placement="center"
      labelledBy={titleId}
      describedBy={messageId}
      initialFocusRef={focusCancel && onCancel ? cancelRef : confirmRef}
      closeOnBack={closeOnBack}
      closeOnBackdrop={false}
      animationMs={animationMs}
      className="ui-alert"
    >
      <h2 id={titleId} className="ui-alert__title">
        {title ?? t('notice')}
      </h2>
      <div id={messageId} className="ui-alert__message">
        {message}
      </div>
      {traceId ? <p className="ui-alert__trace">{t('reference', { traceId })}</p> : null}
      <div className="ui-alert__actions">
        <Button ref={confirmRef} variant="primary" fullWidth onClick={onConfirm}>
          {confirmLabel ?? t('confirm')}
        </Button>
        {onCancel ? (
          <Button ref={cancelRef} variant="secondary" fullWidth onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
        ) : null}
      </div>
    </ModalFrame>
  );
}
