import { useTexts } from '@lotto/i18n';
import { useSelector } from 'react-redux';
import { ContactButton } from '../ContactButton';
import { SYSTEM_NAMESPACE } from '../locales';
import { selectSystem } from '../system-slice';
import { SystemScreen } from './SystemScreen';
import { useEnglishTexts } from './use-english-texts';

export interface AccessDeniedScreenProps {
  fallbackLogo?: string;
}

/**
 * The access-denied page for a location or IP restriction (spec 001 §2, screen 13): the
 * title, the visitor's IP, the description in the page's language and in English, and a
 * way to customer service. The body class is the gate's job, so it is there from the
 * first frame, before this module has loaded.
 */
export function AccessDeniedScreen({ fallbackLogo }: AccessDeniedScreenProps) {
  const { t } = useTexts(SYSTEM_NAMESPACE);
  const english = useEnglishTexts();
  const { ip } = useSelector(selectSystem);

  return (
    <SystemScreen
      kind="restricted"
      title={t('error_access')}
      englishTitle={english?.('error_access')}
      fallbackLogo={fallbackLogo}
      actions={<ContactButton label={t('contact_us')} fullWidth />}
    >
      {ip ? <p className="sys-screen__meta">{t('your_ip', { ip })}</p> : null}
      <p className="sys-screen__desc">{t('error_ip_desc')}</p>
      {english ? (
        <p className="sys-screen__desc sys-screen__desc--english" lang="en" dir="ltr">
          {english('error_ip_desc')}
        </p>
      ) : null}
    </SystemScreen>
  );
}
