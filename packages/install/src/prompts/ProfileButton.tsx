import { useTexts } from '@lotto/i18n';
import { Button, type ButtonVariant } from '@lotto/ui';
import { useDispatch } from 'react-redux';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import type { PromptMessageKey } from './locales/messages';
import { appDownloadChosen, type DownloadPlace } from './download-chosen';
import { downloadProfile } from './profile-download';
import { usePromptEnvironment } from './prompt-environment';

interface ProfileButtonProps {
  link: string;
  label?: PromptMessageKey;
  variant?: ButtonVariant;
  /** Where the button is shown, for the downloadApp event. */
  place: DownloadPlace;
}

/** The profile download (MOBILECONFIG link), by the iOS version's rule (spec 001 §5); announced for the downloadApp event. */
export function ProfileButton({ link, label = 'profile_button', variant = 'secondary', place }: ProfileButtonProps) {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const dispatch = useDispatch();
  const { iosVersion } = usePromptEnvironment();
  return (
    <Button
      variant={variant}
      fullWidth
      onClick={() => {
        dispatch(appDownloadChosen({ place, kind: 'profile' }));
        downloadProfile(link, { dispatch, iosVersion });
      }}
    >
      {t(label)}
    </Button>
  );
}
