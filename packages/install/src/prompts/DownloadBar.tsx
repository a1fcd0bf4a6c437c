import { selectMerchantName } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { CloseButton } from '@lotto/ui';
import { useDispatch, useSelector } from 'react-redux';
import { recordDownloadBarClosed } from './close-counts';
import { RATING_STARS } from './constants';
import { DownloadLink } from './DownloadLink';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { selectDownloadBonus, selectMerchantLogo, type PromptsRootState } from './prompt-state';
import { barClosed, overlayOpened } from './prompts-slice';

interface DownloadBarProps {
  /** The platform's link (iOS on iOS, Android elsewhere). */
  link: string;
  icon: string | undefined;
}

/**
 * Spec 001 §2 screen 1: icon, five stars and 5.0, a gift while the app-download bonus runs, the
 * link for this platform, and close (hidden for the session). The icon and name open the popup
 * with every way to install.
 */
export function DownloadBar({ link, icon }: DownloadBarProps) {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const dispatch = useDispatch();
  const name = useSelector((state: PromptsRootState) => selectMerchantName(state));
  const logo = useSelector(selectMerchantLogo);
  const bonus = useSelector(selectDownloadBonus);
  const close = () => {
    recordDownloadBarClosed();
    dispatch(barClosed());
  };
  const image = icon ?? logo;
  return (
    <aside className="install-bar" aria-label={t('bar_label')}>
      <CloseButton onClick={close} />
      <button type="button" className="install-bar__about" onClick={() => dispatch(overlayOpened('popup'))} aria-label={t('bar_more')}>
        {image ? <img className="install-bar__icon" src={image} alt="" width={40} height={40} /> : null}
        <span className="install-bar__text">
          <span className="install-bar__name">{name}</span>
          <span className="install-bar__rating" role="img" aria-label={t('bar_rating')}>
            <span aria-hidden="true">{'★'.repeat(RATING_STARS)}</span> <span aria-hidden="true">5.0</span>
          </span>
        </span>
        {bonus ? (
          <span className="install-bar__gift" role="img" aria-label={t('bar_gift')}>
            🎁
          </span>
        ) : null}
      </button>
      <DownloadLink href={link} className="install-bar__download">
        {t('bar_download')}
      </DownloadLink>
    </aside>
  );
}
