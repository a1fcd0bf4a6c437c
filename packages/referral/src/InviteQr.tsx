import { lazy, Suspense, useId } from 'react';
import { useTexts } from '@lotto/i18n';
import { REFERRAL_NAMESPACE } from './locales';

// The encoder comes in a chunk of its own, asked for only when a member's link is on screen.
const QrCode = lazy(() => import('./qr/QrCode'));

/** The QR code of the invite link, for a friend beside the player to scan; its box is there before the code. */
export function InviteQr({ link }: { link: string }) {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const titleId = useId();
  return (
    <section className="referral-card referral-qr" aria-labelledby={titleId}>
      <h2 id={titleId} className="referral-card__title">
        {t('qr.title')}
      </h2>
      <div className="referral-qr__box">
        <Suspense fallback={null}>
          <QrCode value={link} label={t('qr.label')} />
        </Suspense>
      </div>
      <p className="referral-card__text">{t('qr.hint')}</p>
    </section>
  );
}
