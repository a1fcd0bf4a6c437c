import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS, REDIRECT_QUERY, useTrackedHref } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { REFERRAL_NAMESPACE } from './locales';

const STEPS = ['visitor.step1', 'visitor.step2', 'visitor.step3'] as const;
/** Login and registration lead back to the invite page (spec 000 §4: "unless redirected elsewhere"). */
const BACK_HERE = `?${new URLSearchParams({ [REDIRECT_QUERY]: PATHS.inviteFriends }).toString()}`;

/** What a visitor sees: what inviting friends is, in three steps, and the way in that comes back here. */
export function VisitorInvite() {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const titleId = useId();
  const loginHref = useTrackedHref(`${PATHS.login}${BACK_HERE}`);
  const registerHref = useTrackedHref(`${PATHS.register}${BACK_HERE}`);
  return (
    <section className="referral-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="referral-card__title">
        {t('visitor.title')}
      </h2>
      <ol className="referral-steps">
        {STEPS.map((step) => (
          <li key={step} className="referral-steps__item">
            {t(step)}
          </li>
        ))}
      </ol>
      <div className="referral-actions referral-actions--stacked">
        <Link className="ui-button ui-button--primary ui-button--full" to={loginHref}>
          {t('visitor.login')}
        </Link>
        <Link className="ui-button ui-button--secondary ui-button--full" to={registerHref}>
          {t('visitor.register')}
        </Link>
      </div>
    </section>
  );
}
