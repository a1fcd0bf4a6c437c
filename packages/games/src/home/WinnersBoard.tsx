import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { selectCommon } from '@lotto/app-core';
import { formatMoney, prepareMoney } from '@lotto/app-core/money';
import { LANGUAGE_INFO, isSupportedLanguage, useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { WINNERS_SHOWN } from '../constants';
import { iconUrl } from '../tiles/icon-url';
import { GAMES_NAMESPACE } from '../locales';
import { useWinnerBoardQuery } from '../server-data/winner-board';
import { playHref } from '../tiles/game-links';
import { SectionFailed } from './SectionState';

/**
 * The winners board (issue 27; `ODSFE2_getWinnerBoard`): the biggest wins, each row the masked
 * player, the amount in the merchant's currency and the game, a tap opening that game. The first
 * rows show; the rest on request. Loading: rows' skeletons of the same height; none: an honest
 * line; a failure: a notice and a retry.
 */
export function WinnersBoard() {
  const { t, i18n } = useTexts(GAMES_NAMESPACE);
  const { data, isSuccess, isError, refetch } = useWinnerBoardQuery({ language: i18n.language });
  const { currency, currencySymbol, imageCDNs } = useSelector(selectCommon);
  const [all, setAll] = useState(false);
  const location = useLocation();
  const backUrl = `${location.pathname}${location.search}`;
  const locale = isSupportedLanguage(i18n.language) ? LANGUAGE_INFO[i18n.language].htmlLang : 'en';
  const unit = useMemo(() => ({ currency: currency || null, currencySymbol: currencySymbol || null }), [currency, currencySymbol]);
  const money = (amount: number) => formatMoney(amount, unit, locale);
  // While the rows are on their way: their render then finds the currency's locale data loaded.
  useEffect(() => prepareMoney(unit, locale), [unit, locale]);
  const rows = data ?? [];
  const shown = all ? rows : rows.slice(0, WINNERS_SHOWN);

  return (
    <section className="games-winners" aria-labelledby="games-winners-title" aria-busy={!isSuccess && !isError ? true : undefined}>
      <h2 id="games-winners-title" className="games-section__title">
        {t('winners.title')}
      </h2>
      {isError ? (
        <SectionFailed message={t('winners.failed')} onRetry={() => void refetch()} />
      ) : !isSuccess ? (
        <div aria-hidden="true">
          <ul className="games-winners__list">
            {Array.from({ length: WINNERS_SHOWN }, (_, index) => (
              <li key={index} className="games-winners__row games-winners__row--skeleton" />
            ))}
          </ul>
          {/* Where "Show all winners" will be: the board does not grow when the rows come. */}
          <div className="games-winners__more-place" />
        </div>
      ) : rows.length === 0 ? (
        <p className="games-lanes__notice">{t('winners.empty')}</p>
      ) : (
        <>
          <ol className="games-winners__list">
            {shown.map((row, index) => {
              const icon = iconUrl(row.game.icon, imageCDNs);
              const amount = money(row.winAmount);
              return (
                <li key={`${row.game.nodeId}-${index}`}>
                  {/* Named by what it shows (player, game, amount), in that order: a name of its own would not start with it. */}
                  <Link className="games-winners__row" to={playHref(row.game, backUrl)}>
                    {icon ? (
                      <img className="games-winners__icon" src={icon} alt="" width="40" height="40" loading="lazy" decoding="async" />
                    ) : (
                      <span className="games-winners__icon" aria-hidden="true" />
                    )}
                    {/* The spaces keep the words of the name apart; between grid items they take no room. */}
                    <span className="games-winners__who">
                      <bdi className="games-winners__player">{row.customerName}</bdi>{' '}
                      <span className="games-winners__game">{row.game.name}</span>
                    </span>{' '}
                    <bdi className="games-winners__amount">{amount}</bdi>
                  </Link>
                </li>
              );
            })}
          </ol>
          {rows.length > WINNERS_SHOWN ? (
            <Button variant="text" aria-expanded={all} onClick={() => setAll((open) => !open)}>
              {t(all ? 'winners.fewer' : 'winners.more')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
