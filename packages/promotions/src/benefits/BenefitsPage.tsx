import type { CSSProperties } from 'react';
import { vipBenefitsShown, vipProgress } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { VIP_RULES_CATEGORY } from '../constants';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { useRankProgressDetailQuery, type RankProgressDetail } from '../server-data/rank-progress';
import { amountOf } from '../rules/amounts';
import { categoryOf } from '../rules/category-tabs';
import { labelColours } from '../rules/vip-colours';
import { LoadFailed, Loading } from '../components/PageState';
import { useFormats } from '../components/use-formats';
import { useMember } from '../components/use-member';
import { usePromotions } from '../components/use-promotions';
import { PlatformHtml } from '../components/PlatformHtml';

/** The progress bar and its figures: completed of expected conditions, and turnover where the answer has it. */
function Progress({ detail }: { detail: RankProgressDetail }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { money, moneyInText, number, locale } = useFormats();
  const share = vipProgress(detail);
  const percent = Math.round(share * 100);
  const done = detail.currentProgress?.completedConditions;
  const total = detail.currentProgress?.totalExpectedConditions;
  const turnovers = [
    ['vip.monthlyTurnover', detail.currentProgress?.monthlyTurnover],
    ['vip.totalTurnover', detail.currentProgress?.totalTurnover],
  ] as const;
  return (
    <section className="promotions-section" aria-labelledby="promotions-vip-progress">
      <h2 id="promotions-vip-progress" className="promotions-section__title">
        {t('vip.progress')}
      </h2>
      <div
        className="promotions-vip__bar"
        role="progressbar"
        aria-labelledby="promotions-vip-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={new Intl.NumberFormat(locale, { style: 'percent' }).format(share)}
      >
        <span className="promotions-vip__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="promotions-vip__figure">
        {typeof done === 'number' && typeof total === 'number' && total > 0
          ? t('vip.conditions', { done: number(done), total: number(total), count: total })
          : share >= 1
            ? t('vip.complete')
            : null}
      </p>
      <dl className="promotions-vip__turnover">
        {turnovers.map(([key, figure]) => {
          const actual = amountOf(figure?.actual);
          const expected = amountOf(figure?.expected);
          if (actual === null) return null;
          return (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>
                <bdi>
                  {expected !== null ? t('vip.turnover', { actual: moneyInText(actual), expected: moneyInText(expected) }) : money(actual)}
                </bdi>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function AutoBenefits({ token }: { token: string }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const progress = useRankProgressDetailQuery(token, { refetchOnMountOrArgChange: true });
  const { promotions, loading, failed, retry } = usePromotions();
  const rules = promotions.filter((promotion) => categoryOf(promotion) === VIP_RULES_CATEGORY && promotion.content);
  return (
    <>
      {progress.isLoading ? (
        <Loading rows={1} />
      ) : progress.isError && !progress.isFetching ? (
        <LoadFailed onRetry={() => void progress.refetch()} />
      ) : progress.data ? (
        <Progress detail={progress.data} />
      ) : null}
      {loading ? (
        <Loading rows={1} />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : rules.length > 0 ? (
        <section className="promotions-section" aria-labelledby="promotions-vip-rules">
          <h2 id="promotions-vip-rules" className="promotions-section__title">
            {t('vip.rules')}
          </h2>
          {rules.map((rule) => (
            <PlatformHtml key={rule.id} html={rule.content ?? ''} />
          ))}
        </section>
      ) : null}
    </>
  );
}

/**
 * /m/member/benefits: the member's level in its colours (member info's `clubLabel`); for an AUTO
 * label the progress (rank progress) and the rules (the `player_rank_rules` promotion) when there
 * are any; for any other label type the level and a line that the operator assigns its benefits.
 */
export function BenefitsPage() {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { token, member, status, retry } = useMember();
  if (!member || token === null)
    return <div className="promotions-page">{status === 'failed' ? <LoadFailed onRetry={retry} /> : <Loading />}</div>;
  const label = member.clubLabel;
  const colours = labelColours(label);
  const style = colours ? ({ '--promotions-vip-from': colours.from, '--promotions-vip-to': colours.to } as CSSProperties) : undefined;
  return (
    <div className="promotions-page">
      <section className="promotions-vip" style={style} aria-labelledby="promotions-vip-level">
        <span className="promotions-vip__medal" aria-hidden="true" />
        <div>
          <h2 id="promotions-vip-level" className="promotions-vip__caption">
            {t('vip.level')}
          </h2>
          <p className="promotions-vip__name">{label?.labelName || t('vip.noLevel')}</p>
        </div>
      </section>
      {vipBenefitsShown(member) ? (
        <AutoBenefits token={token} />
      ) : label ? (
        <p className="promotions-vip__assigned">{t('vip.assigned')}</p>
      ) : null}
    </div>
  );
}
