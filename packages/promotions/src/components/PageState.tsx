import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS, useTrackedHref } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { PROMOTIONS_NAMESPACE } from '../locales';

/** While a list is on its way: quiet placeholders the size of its cards, so nothing moves when it arrives. */
export function Loading({ rows = 2 }: { rows?: number }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  return (
    <div className="promotions-loading" aria-busy="true">
      <span className="ui-visually-hidden">{t('state.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="promotions-loading__row" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A list that could not be loaded: said so, with a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  return (
    <div className="promotions-state" role="alert">
      <p>{t('state.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}

/** The link to every promotion, the way on from an empty page. */
export function AllPromotionsLink() {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const href = useTrackedHref(PATHS.activity);
  return (
    <Link className="promotions-link" to={href}>
      {t('nav.allPromotions')}
    </Link>
  );
}

/** Nothing to show: the honest sentence, and a way on (all promotions unless the page gives another). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="promotions-state">
      <p>{message}</p>
      {children ?? <AllPromotionsLink />}
    </div>
  );
}
