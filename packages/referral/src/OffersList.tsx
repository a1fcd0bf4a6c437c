import { useId } from 'react';
import { useTexts } from '@lotto/i18n';
import { REFERRAL_NAMESPACE } from './locales';
import type { ReferralOffer } from './referral-details';

/** What the programme offers, from the details answer's switches; nothing when none is on. */
export function OffersList({ offers }: { offers: readonly ReferralOffer[] }) {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const titleId = useId();
  if (offers.length === 0) return null;
  return (
    <section className="referral-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="referral-card__title">
        {t('offers.title')}
      </h2>
      <ul className="referral-offers">
        {offers.map((offer) => (
          <li key={offer} className="referral-offers__item">
            {t(`offers.${offer}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
