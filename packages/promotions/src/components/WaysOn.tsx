import { Link } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import { customerServiceRequested, PATHS, selectHasCustomerService, useTrackedHref, type CommonState } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';

/** A way on from a refusal: the account page, the games, or customer service (where the merchant has it). */
export type WayOn = 'account' | 'games' | 'service';

function PageWay({ path, label }: { path: string; label: string }) {
  const href = useTrackedHref(path);
  return (
    <Link className="promotions-way" to={href}>
      {label}
    </Link>
  );
}

/** The ways on a refusal offers, as links and buttons of their own. */
export function WaysOn({ ways }: { ways: readonly WayOn[] }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const dispatch = useDispatch();
  const hasService = useSelector((state: { common: Pick<CommonState, 'customerService'> }) => selectHasCustomerService(state));
  return (
    <div className="promotions-ways">
      {ways.map((way) =>
        way === 'account' ? (
          <PageWay key={way} path={PATHS.memberHome} label={t('way.account')} />
        ) : way === 'games' ? (
          <PageWay key={way} path={PATHS.game} label={t('way.games')} />
        ) : hasService ? (
          <button key={way} type="button" className="promotions-way" onClick={() => dispatch(customerServiceRequested())}>
            {t('way.service')}
          </button>
        ) : null,
      )}
    </div>
  );
}
