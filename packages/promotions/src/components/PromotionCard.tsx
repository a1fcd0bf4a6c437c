import { Link } from 'react-router';
import { PATHS, useTrackedHref } from '@lotto/app-core';
import { PROMOTION_ID_QUERY, PROMOTION_IMAGE_SIZE } from '../constants';
import type { Promotion } from '../server-data/promotion-list';
import { cardImage } from '../rules/promotion-images';
import { usePeriod } from './use-period';

/** The address of a promotion's own page. */
export function promotionPath(id: Promotion['id']): string {
  return `${PATHS.activity}?${PROMOTION_ID_QUERY}=${encodeURIComponent(String(id))}`;
}

/** A promotion in a list: its card image (sequence 1), title and period, the whole card a link to its page. */
export function PromotionCard({ promotion, level = 2 }: { promotion: Promotion; level?: 2 | 3 }) {
  const href = useTrackedHref(promotionPath(promotion.id));
  const period = usePeriod()(promotion);
  const image = cardImage(promotion);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="promotions-card">
      <Link className="promotions-card__link" to={href}>
        {image ? (
          <img
            className="promotions-card__image"
            src={image}
            alt=""
            width={PROMOTION_IMAGE_SIZE.width}
            height={PROMOTION_IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="promotions-card__image promotions-card__image--none" aria-hidden="true" />
        )}
        <span className="promotions-card__body">
          <Heading className="promotions-card__title">{promotion.title}</Heading>
          {period ? <span className="promotions-card__period">{period}</span> : null}
        </span>
      </Link>
    </li>
  );
}
