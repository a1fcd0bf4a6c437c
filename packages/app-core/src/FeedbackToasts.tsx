import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Toast, ToastViewport } from '@lotto/ui';
import { selectToasts, toastDismissed, type FeedbackState } from './feedback-slice';
import { FEEDBACK_NAMESPACE } from './locales';

/**
 * The catalogue's short toasts. Small and part of the first screen, because the one that
 * matters most (network offline) must show when nothing more can be downloaded.
 */
export function FeedbackToasts() {
  // Untyped on purpose: the store holds keys of every namespace, each checked where it is dispatched (`FeedbackText`).
  const { t } = useTranslation(FEEDBACK_NAMESPACE);
  const dispatch = useDispatch();
  const toasts = useSelector((state: { feedback: FeedbackState }) => selectToasts(state));
  if (toasts.length === 0) return null;
  return (
    <ToastViewport>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          message={t(toast.messageKey, { ns: toast.namespace ?? FEEDBACK_NAMESPACE })}
          variant={toast.variant}
          duration={toast.durationMs}
          onDismiss={() => dispatch(toastDismissed(toast.id))}
        />
      ))}
    </ToastViewport>
  );
}
