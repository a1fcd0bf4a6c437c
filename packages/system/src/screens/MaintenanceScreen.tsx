import { useMemo } from 'react';
import { sanitizeHtml } from '@lotto/app-core/sanitize-html';
import { useTexts } from '@lotto/i18n';
import { useSelector } from 'react-redux';
import { ContactButton } from '../ContactButton';
import { SYSTEM_NAMESPACE } from '../locales';
import { selectSystem } from '../system-slice';
import { formatEndTime } from './format-end-time';
import { SystemScreen } from './SystemScreen';
import { useEnglishTexts } from './use-english-texts';

export interface MaintenanceScreenProps {
  fallbackLogo?: string;
}

/**
 * The maintenance page (spec 001 §2, screen 12): the translated title and the English one
 * under it, the announced end, the platform's description (sanitised HTML) or ours, and a
 * way to customer service. The platform's own title is single-language, so the translated
 * title is used and the platform's text only for the description.
 */
export function MaintenanceScreen({ fallbackLogo }: MaintenanceScreenProps) {
  const { t, i18n } = useTexts(SYSTEM_NAMESPACE);
  const english = useEnglishTexts();
  const { maintenanceEnd, maintenanceDesc } = useSelector(selectSystem);
  const html = useMemo(() => (maintenanceDesc.trim() ? sanitizeHtml(maintenanceDesc) : ''), [maintenanceDesc]);

  return (
    <SystemScreen
      kind="maintenance"
      title={t('maintenance')}
      englishTitle={english?.('maintenance')}
      fallbackLogo={fallbackLogo}
      actions={<ContactButton label={t('contact_us')} fullWidth />}
    >
      {maintenanceEnd !== null ? (
        <p className="sys-screen__meta">{t('end_time', { time: formatEndTime(maintenanceEnd, i18n.language) })}</p>
      ) : null}
      {html ? (
        // The platform writes this in its own language, whatever the page's: the text sets its own direction.
        <div className="sys-screen__desc" dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="sys-screen__desc">{t('maintenance_desc')}</p>
      )}
    </SystemScreen>
  );
}
