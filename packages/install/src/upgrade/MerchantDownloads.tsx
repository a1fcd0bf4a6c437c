import { useTexts } from '@lotto/i18n';
import { useSelector } from 'react-redux';
import { INSTALL_NAMESPACE } from '../locales';
import { isIos } from '../prompts/browser';
import { downloadLinks, type DownloadLinks } from '../prompts/download-links';
import { DownloadLink } from '../prompts/DownloadLink';
import { INSTALL_PROMPTS_NAMESPACE } from '../prompts/locales';
import type { PromptMessageKey } from '../prompts/locales/messages';
import { ProfileButton } from '../prompts/ProfileButton';
import { usePromptEnvironment } from '../prompts/prompt-environment';
import { selectResources } from '../prompts/prompt-state';

interface AppLink {
  key: 'android' | 'ios';
  label: PromptMessageKey;
  href: string;
}

/** This device's app first: a player who opens the page on an iPhone sees the iPhone app on top. */
function appLinks(links: DownloadLinks, ios: boolean): AppLink[] {
  const android: AppLink[] = links.android ? [{ key: 'android', label: 'popup_android', href: links.android }] : [];
  const iphone: AppLink[] = links.ios ? [{ key: 'ios', label: 'popup_ios', href: links.ios }] : [];
  return ios ? [...iphone, ...android] : [...android, ...iphone];
}

/**
 * /m/appDownload outside the native app (or an app that offers no link of its own): the
 * merchant's links from the settings (`resources`, spec 001 §3), as the download popup offers
 * them, with the same rules (spec 001 §5: Safari for iOS downloads, installer files in the same
 * tab, the profile only on iOS). Nothing starts by itself: the player chooses.
 */
export function MerchantDownloads() {
  const { t } = useTexts(INSTALL_NAMESPACE);
  const prompts = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const links = downloadLinks(useSelector(selectResources));
  const { kind } = usePromptEnvironment();
  const apps = appLinks(links, isIos(kind));
  const profile = links.profile && isIos(kind) ? links.profile : null;
  if (apps.length === 0 && !profile) {
    return (
      <section className="install-download">
        <p className="install-download__text" role="status">
          {t('download_none')}
        </p>
      </section>
    );
  }
  return (
    <section className="install-download">
      <p className="install-download__text">{t('download_choose')}</p>
      <ul className="install-download__links">
        {apps.map(({ key, label, href }) => (
          <li key={key}>
            <DownloadLink href={href} className="install-option" place="page" app={key}>
              {prompts.t(label)}
            </DownloadLink>
          </li>
        ))}
        {profile ? (
          <li>
            <ProfileButton link={profile} label="popup_profile" place="page" />
          </li>
        ) : null}
      </ul>
    </section>
  );
}
