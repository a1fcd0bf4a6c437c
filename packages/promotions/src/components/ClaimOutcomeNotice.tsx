import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { Notice } from './Notice';
import type { ClaimOutcome } from './use-claim';
import { WaysOn } from './WaysOn';

/** The last claim's end: claimed; the unverified mobile number, with where to go; or the server's words. */
export function ClaimOutcomeNotice({ outcome, onClose }: { outcome: ClaimOutcome | null; onClose: () => void }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  if (outcome === null) return null;
  if (outcome.kind === 'claimed') {
    return (
      <Notice tone="success" onClose={onClose}>
        <p>{t('rewards.claimed')}</p>
      </Notice>
    );
  }
  if (outcome.kind === 'mobile') {
    return (
      <Notice tone="problem" onClose={onClose}>
        <p className="promotions-notice__title">{t('refusal.mobile')}</p>
        <p>{t('refusal.mobileHow')}</p>
        <WaysOn ways={['account', 'service']} />
      </Notice>
    );
  }
  return (
    <Notice tone="problem" onClose={onClose}>
      <p className="promotions-notice__title">{t('refusal.other')}</p>
      {outcome.message ? <p>{outcome.message}</p> : null}
      <WaysOn ways={['service']} />
    </Notice>
  );
}
