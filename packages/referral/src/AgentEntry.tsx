import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS, useTrackedHref } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { REFERRAL_NAMESPACE } from './locales';

/** An agent's way on (spec 000 §6): agent registration, where they register players under them. */
export function AgentEntry() {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const titleId = useId();
  const href = useTrackedHref(PATHS.agentRegister);
  return (
    <section className="referral-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="referral-card__title">
        {t('agent.title')}
      </h2>
      <p className="referral-card__text">{t('agent.body')}</p>
      <Link className="ui-button ui-button--secondary ui-button--full" to={href}>
        {t('agent.open')}
      </Link>
    </section>
  );
}
