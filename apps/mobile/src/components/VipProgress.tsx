import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { PATHS, selectMember, useTrackedHref, vipBenefitsShown } from '@lotto/app-core';
import { useAppSelector } from '../store/hooks';
import { SHELL_NAMESPACE } from '../locales';
import { VipProgressPlace } from './VipProgressPlace';

/**
 * A member's VIP label and progress towards the next one (spec 001 §4: 1 without a label id,
 * else completed over expected conditions), and the benefits entry where the label type is AUTO.
 */
export default function VipProgress() {
  const { t, i18n } = useTexts(SHELL_NAMESPACE);
  const member = useAppSelector(selectMember);
  const memberStatus = useAppSelector((state) => state.session.memberStatus);
  const progress = useAppSelector((state) => state.session.vipProgress);
  const benefitsHref = useTrackedHref(PATHS.memberBenefits);
  const pending = progress === undefined || memberStatus === 'idle' || memberStatus === 'loading';
  if (pending) return <VipProgressPlace />;
  if (!member || progress === null) return null;
  const percent = Math.round(progress * 100);
  // The figure in the reader's own digits and sign order; the benefits entry is named after its page.
  const shown = new Intl.NumberFormat(document.documentElement.lang || i18n.language, { style: 'percent' }).format(percent / 100);
  return (
    <section className="shell-vip">
      <p className="shell-vip__label">
        {t('member.level')}: <strong>{member.clubLabel?.labelName}</strong>
      </p>
      <div
        className="shell-vip__bar"
        role="progressbar"
        aria-label={t('member.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shown}
      >
        <span className="shell-vip__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <div className="shell-vip__row">
        <p className="shell-vip__value">{shown}</p>
        {vipBenefitsShown(member) ? (
          <Link className="shell-vip__benefits" to={benefitsHref}>
            {t('title.memberBenefits')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
