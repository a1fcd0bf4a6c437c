import { useTexts } from '@lotto/i18n';
import { guideVariant } from './browser';
import { IosGuide } from './IosGuide';
import { INSTALL_PROMPTS_NAMESPACE } from './locales';
import { ProfileButton } from './ProfileButton';
import { usePromptEnvironment } from './prompt-environment';

interface A2hsContentProps {
  merchantName: string;
  installEvent: boolean;
  profileLink: string | undefined;
}

/**
 * What the add-to-home-screen prompt says where it runs (spec 001 §2 screen 4, §5): the browser's
 * own install on Chromium, Safari's steps with the profile footer on iOS, 'use Safari' in other
 * iOS browsers, and "open in browser" in an in-app browser, where no guide can work.
 */
export function A2hsContent({ merchantName, installEvent, profileLink }: A2hsContentProps) {
  const { t } = useTexts(INSTALL_PROMPTS_NAMESPACE);
  const { kind, iosVersion } = usePromptEnvironment();
  if (kind === 'in-app') return <p className="install-prompt__text">{t('in_app_text')}</p>;
  if (kind === 'ios-other') return <p className="install-prompt__text">{t('use_safari')}</p>;
  if (kind === 'ios-safari') {
    return (
      <>
        <IosGuide variant={guideVariant(iosVersion)} />
        {profileLink ? (
          <div className="install-prompt__profile">
            <p className="install-prompt__text">{t('profile_hint')}</p>
            <ProfileButton link={profileLink} place="guide" />
          </div>
        ) : null}
      </>
    );
  }
  return <p className="install-prompt__text">{t(installEvent ? 'a2hs_text' : 'a2hs_browser_menu', { name: merchantName })}</p>;
}
