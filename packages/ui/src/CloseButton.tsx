import { useTexts } from '@lotto/i18n';
import { UI_NAMESPACE } from './locales';
import './close-button.css';

interface CloseButtonProps {
  onClick: () => void;
}

/** The × that closes a dialog or a banner: a full touch target, named "Close" for screen readers. */
export function CloseButton({ onClick }: CloseButtonProps) {
  const { t } = useTexts(UI_NAMESPACE);
  return (
    <button type="button" className="ui-close" aria-label={t('close')} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
