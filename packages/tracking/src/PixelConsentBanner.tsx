import { useSyncExternalStore } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button, FloatingBanner } from '@lotto/ui';
import type { ConsentStore } from './consent';
import { TRACKING_NAMESPACE } from './locales';

interface PixelConsentBannerProps {
  consent: ConsentStore;
}

/**
 * Asks once per install whether the merchant's advertising pixels may load, for merchants that
 * require consent; the answer is kept and the banner does not come back.
 */
export function PixelConsentBanner({ consent }: PixelConsentBannerProps) {
  const answer = useSyncExternalStore(consent.subscribe, consent.answer);
  const { t } = useTexts(TRACKING_NAMESPACE);
  if (answer !== null) return null;
  return (
    <FloatingBanner edge="bottom" label={t('consent_title')} message={t('consent_text')}>
      <Button variant="secondary" onClick={() => consent.set('denied')}>
        {t('consent_decline')}
      </Button>
      <Button variant="primary" onClick={() => consent.set('granted')}>
        {t('consent_allow')}
      </Button>
    </FloatingBanner>
  );
}
