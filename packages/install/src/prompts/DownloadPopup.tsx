import { useTexts } from '@lotto/i18n';
import { Button, Modal } from '@lotto/ui';
import { useDispatch, useSelector } from 'react-redux';
import { isIos } from './browser';
import { downloadLinks } from './download-links';
import { DownloadLink } from './DownloadLink';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { ProfileButton } from './ProfileButton';
import { usePromptEnvironment } from './prompt-environment';
import { selectDownloadBonus, selectResources, type PromptsRootState } from './prompt-state';
import { overlayClosed, overlayOpened, selectPrompts } from './prompts-slice';

interface DownloadPopupProps {
  /** Opens the app-download promotion's page (the shell navigates); without it the button is not offered. */
  onActivity?: () => void;
}

/**
 * Spec 001 §2 screen 2: Android, iOS, profile install and home-screen options, each only where
 * its link exists (the profile only on iOS, where it can install), and the go-to-activity button
 * while the merchant runs an app-download promotion.
 */
export function DownloadPopup({ onActivity }: DownloadPopupProps) {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const dispatch = useDispatch();
  const { overlay } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const links = downloadLinks(useSelector(selectResources));
  const { kind } = usePromptEnvironment();
  const promotionRuns = useSelector(selectDownloadBonus);
  return (
    <Modal open={overlay === 'popup'} onClose={() => dispatch(overlayClosed())} title={t('popup_title')} className="install-popup">
      <ul className="install-popup__options">
        {links.android ? (
          <li>
            <DownloadLink href={links.android} className="install-option" place="popup" app="android">
              {t('popup_android')}
            </DownloadLink>
          </li>
        ) : null}
        {links.ios ? (
          <li>
            <DownloadLink href={links.ios} className="install-option" place="popup" app="ios">
              {t('popup_ios')}
            </DownloadLink>
          </li>
        ) : null}
        {links.profile && isIos(kind) ? (
          <li>
            <ProfileButton link={links.profile} label="popup_profile" place="popup" />
          </li>
        ) : null}
        <li>
          <Button variant="secondary" fullWidth onClick={() => dispatch(overlayOpened('a2hs'))}>
            {t('a2hs_title')}
          </Button>
        </li>
      </ul>
      {onActivity && promotionRuns ? (
        <div className="install-popup__activity">
          <Button
            fullWidth
            onClick={() => {
              dispatch(overlayClosed());
              onActivity();
            }}
          >
            {t('popup_activity')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
