import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { AlertDialog } from '@lotto/ui';
import { alertDismissed, selectCurrentAlert, type FeedbackState } from './feedback-slice';
import { FEEDBACK_NAMESPACE } from './locales';
import { PATHS } from './paths';
import { useAlertAutoHide } from './use-alert-auto-hide';
import { useTrackedNavigate } from './use-tracked-navigate';

type State = { feedback: FeedbackState };

/**
 * Shows the catalogue's notices one at a time, wherever the player is; loaded with the first notice.
 * An identical notice raised while one is up is not stacked (the slice); one raised by a lost
 * connection hides itself once the platform answers again (`useAlertAutoHide`).
 */
export function FeedbackHost() {
  // Untyped on purpose: the store holds keys of every namespace, each checked where it is dispatched (`FeedbackText`).
  const { t } = useTranslation(FEEDBACK_NAMESPACE);
  const dispatch = useDispatch();
  const navigate = useTrackedNavigate();
  const alert = useSelector((state: State) => selectCurrentAlert(state));
  useAlertAutoHide(alert);

  return (
    <AlertDialog
      open={alert !== null}
      message={alert ? (alert.message ?? t(alert.messageKey ?? 'unknown_error', { ns: alert.namespace ?? FEEDBACK_NAMESPACE })) : ''}
      traceId={alert?.traceId}
      onConfirm={() => {
        if (!alert) return;
        dispatch(alertDismissed(alert.id));
        if (alert.action === 'go-login') navigate(PATHS.login);
      }}
    />
  );
}
