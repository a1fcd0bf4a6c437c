import { selectMerchantName } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { CloseButton, Docked } from '@lotto/ui';
import { useDispatch, useSelector } from 'react-redux';
import { recordDownloadBarClosed } from './close-counts';
import { RATING_STARS } from './constants';
import { DownloadLink } from './DownloadLink';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { selectDownloadBonus, selectMerchantLogo, type PromptsRootState } from './prompt-state';
import { barClosed, overlayOpened } from './prompts-slice';

/** A gift box (emoji fonts are missing on many Android phones and Linux). */
const GIFT_ICON =
  'M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 2-1ZM9 5a1 1 0 0 1 2 1v1H9a1 1 0 0 1 0-2Zm2 15H7v-8h4v8Zm0-10H5V9h6v1Zm6 10h-4v-8h4v8Zm2-10h-6V9h6v1Z';

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
    <>
      {/* Room at the end of the page, so the docked bar never covers its last lines. */}
      <div className="install-bar-spacer" aria-hidden="true" />
      <Docked edge="bottom">
        <aside className="install-bar" aria-label={t('bar_label')}>
          <CloseButton onClick={close} label={t('bar_close')} />
          {/*
            Named by what it shows, the merchant's name first, then (unseen) what it does: a name of its own
            would not start with the visible text (WCAG 2.5.3). The spaces keep the words apart; between
            flex items they take no room.
          */}
          <button type="button" className="install-bar__about" onClick={() => dispatch(overlayOpened('popup'))}>
            {image ? <img className="install-bar__icon" src={image} alt="" width={40} height={40} /> : null}
            <span className="install-bar__text">
              {/* A Latin name in an Urdu page is cut at its own end, not its start. */}
              <span className="install-bar__name" dir="auto">
                {name}
              </span>{' '}
              <span className="install-bar__rating" role="img" aria-label={t('bar_rating')}>
                <span aria-hidden="true">{'★'.repeat(RATING_STARS)}</span> <span aria-hidden="true">5.0</span>
              </span>
            </span>{' '}
            {bonus ? (
              <svg className="install-bar__gift" role="img" aria-label={t('bar_gift')} viewBox="0 0 24 24" width="28" height="28">
                <path fill="currentColor" d={GIFT_ICON} />
              </svg>
            ) : null}{' '}
            <span className="ui-visually-hidden">{t('bar_more')}</span>
          </button>
          <DownloadLink href={link} className="install-bar__download" place="bar">
            {t('bar_download')}
          </DownloadLink>
        </aside>
      </Docked>
    </>
  );
}
