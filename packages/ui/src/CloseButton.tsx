import { useTranslation } from 'react-i18next';
import { UI_NAMESPACE } from './locales';
import './close-button.css';

export interface CloseButtonProps {
  onClick: () => void;
}

/** The × that closes a dialog or a banner: a full touch target, named "Close" for screen readers. */
export function CloseButton({ onClick }: CloseButtonProps) {
  const { t } = useTranslation(UI_NAMESPACE);
  return (
    <button type="button" className="ui-close" aria-label={t('close')} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
