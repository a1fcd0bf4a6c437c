import { useTexts } from '@lotto/i18n';
import { Button, FloatingBanner } from '@lotto/ui';
import { PUSH_NAMESPACE } from './locales';

interface NotificationPromptProps {
  /** offering: the soft explanation before the browser's prompt; denied: how to allow them later. */
  state: 'offering' | 'denied';
  onAllow: () => void;
  onDismiss: () => void;
}

/**
 * The notification permission prompt (spec 001 §2, screen 6): a soft explanation first, so the
 * browser's own prompt, which a refusal closes for good, comes only from the player's tap; and
 * `notification_request_tips` when the browser's answer was no (spec 001 §8).
 */
export function NotificationPrompt({ state, onAllow, onDismiss }: NotificationPromptProps) {
  const { t } = useTexts(PUSH_NAMESPACE);
  if (state === 'denied') {
    return (
      <FloatingBanner edge="bottom" label={t('prompt_title')} message={t('notification_request_tips')}>
        <Button variant="primary" onClick={onDismiss}>
          {t('tips_close')}
        </Button>
      </FloatingBanner>
    );
  }
  return (
    <FloatingBanner edge="bottom" label={t('prompt_title')} message={t('prompt_text')}>
      <Button variant="secondary" onClick={onDismiss}>
        {t('prompt_later')}
      </Button>
      <Button variant="primary" onClick={onAllow}>
        {t('prompt_allow')}
      </Button>
    </FloatingBanner>
  );
}
