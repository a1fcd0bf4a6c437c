import { useState } from 'react';
import { goToTarget, useTrackedNavigate, vipBenefitsShown } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { PROMOTION_IMAGE_SIZE } from '../constants';
import { PROMOTIONS_NAMESPACE } from '../locales';
import type { Promotion } from '../server-data/promotion-list';
import { imagesInSequence } from '../rules/promotion-images';
import { AllPromotionsLink, EmptyState } from '../components/PageState';
import { promotionPath } from '../components/PromotionCard';
import { useMember } from '../components/use-member';
import { usePeriod } from '../components/use-period';
import { sharePromotion, type ShareResult } from './share-promotion';
import { PlatformHtml } from '../components/PlatformHtml';

interface PromotionDetailProps {
  promotion: Promotion | undefined;
  /** The install prompts' app-or-web choice, where the shell has it: the APP_DOWNLOAD go-to. */
  onAppDownload?: () => void;
}

/**
 * A promotion's own page: its images in sequence, title, period, what it offers (its sanitised
 * content, links routed), its go-to action when the player may use one (spec 001 §2, §5), share.
 */
export function PromotionDetail({ promotion, onAppDownload }: PromotionDetailProps) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const navigate = useTrackedNavigate();
  const { loggedIn, member } = useMember();
  const period = usePeriod();
  const [shared, setShared] = useState<{ result: ShareResult; url: string } | null>(null);
  if (!promotion) return <EmptyState message={t('promotion.notFound')} />;

  const images = imagesInSequence(promotion);
  const target = goToTarget(promotion.promotionType ?? undefined, {
    memberType: loggedIn ? member?.type : -1,
    vipBenefitsShown: vipBenefitsShown(member),
    hasAppDownload: Boolean(onAppDownload),
  });
  const goTo = () => {
    if (target?.kind === 'path') navigate(target.path);
    else if (target?.kind === 'app-download') onAppDownload?.();
  };
  const share = async () => {
    // The promotion's plain address: never the player's token, nor anything else of this visit.
    const url = new URL(promotionPath(promotion.id), window.location.origin).toString();
    setShared({ result: await sharePromotion({ title: promotion.title, url }), url });
  };
  const when = period(promotion);

  return (
    <article className="promotions-detail">
      {images.map((image, index) => (
        <img
          key={`${image.sequence}-${image.url}`}
          className="promotions-detail__image"
          src={image.url}
          alt={
            images.length > 1 ? t('promotion.image', { title: promotion.title, index: index + 1, total: images.length }) : promotion.title
          }
          width={PROMOTION_IMAGE_SIZE.width}
          height={PROMOTION_IMAGE_SIZE.height}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
        />
      ))}
      <h2 className="promotions-detail__title">{promotion.title}</h2>
      {when ? <p className="promotions-detail__period">{when}</p> : null}
      {promotion.content ? <PlatformHtml html={promotion.content} /> : null}
      <div className="promotions-detail__actions">
        {target ? <Button onClick={goTo}>{t('promotion.goTo')}</Button> : null}
        <Button variant="secondary" onClick={() => void share()}>
          {t('promotion.share')}
        </Button>
      </div>
      {shared?.result === 'copied' ? (
        <p className="promotions-detail__shared" role="status">
          {t('promotion.linkCopied')}
        </p>
      ) : shared?.result === 'failed' ? (
        <p className="promotions-detail__shared" role="status">
          {t('promotion.copyFailed', { url: shared.url })}
        </p>
      ) : null}
      <AllPromotionsLink />
    </article>
  );
}
