import { useTexts } from '@lotto/i18n';
import { UI_NAMESPACE } from './locales';
import './close-button.css';

interface CloseButtonProps {
  onClick: () => void;
  /** A name saying what closes, where "Close" alone is ambiguous (a banner among the page's controls). */
  label?: string;
}

/** The × that closes a dialog or a banner: a full touch target, named "Close" for screen readers unless told otherwise. */
export function CloseButton({ onClick, label }: CloseButtonProps) {
  const { t } = useTexts(UI_NAMESPACE);
  return (
    <button type="button" className="ui-close" aria-label={label ?? t('close')} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
