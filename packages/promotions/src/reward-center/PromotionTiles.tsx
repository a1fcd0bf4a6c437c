import { useEffect } from 'react';
import { Link } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { loadAvailablePromotions, REWARD_CENTER_FLAG, useTrackedHref, type CommonState, type ThunkExtra } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE, type PromotionsMessageKey } from '../locales';
import { readAvailablePromotions, useMemberAvailablePromotionsQuery } from '../server-data/available-promotions';
import { promotionTiles, type PromotionTile } from '../rules/tiles';
import { EmptyState, LoadFailed, Loading } from '../components/PageState';
import { useFormats } from '../components/use-formats';
import { TileIcon } from './TileIcon';

type CommonStore = { common: CommonState };

function TileBody({ tile }: { tile: PromotionTile }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { number } = useFormats();
  return (
    <>
      <TileIcon labelType={tile.labelType} />
      <span className="promotions-tile__label">{t(`tile.${tile.labelType}` as PromotionsMessageKey)}</span>
      {tile.count > 0 ? (
        <span className="promotions-tile__badge">{t('center.unclaimed', { number: number(tile.count), count: tile.count })}</span>
      ) : null}
    </>
  );
}

function PathTile({ tile, path }: { tile: PromotionTile; path: string }) {
  const href = useTrackedHref(path);
  return (
    <li className="promotions-tile">
      <Link className="promotions-tile__link" to={href}>
        <TileBody tile={tile} />
      </Link>
    </li>
  );
}

function Tiles({ tiles, onAppDownload }: { tiles: readonly PromotionTile[]; onAppDownload?: () => void }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  if (tiles.length === 0) return <EmptyState message={t('center.noPromotions')} />;
  return (
    <ul className="promotions-tiles">
      {tiles.map((tile) =>
        tile.target.kind === 'path' ? (
          <PathTile key={tile.target.path} tile={tile} path={tile.target.path} />
        ) : (
          <li key="app-download" className="promotions-tile">
            <button type="button" className="promotions-tile__link" onClick={onAppDownload}>
              <TileBody tile={tile} />
            </button>
          </li>
        ),
      )}
    </ul>
  );
}

/** A member's tiles: their own available promotions, with the rewards waiting. */
function MemberTiles({ token, onAppDownload }: { token: string; onAppDownload?: () => void }) {
  const { data, isLoading, isError, isFetching, refetch } = useMemberAvailablePromotionsQuery(token, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Loading rows={1} />;
  if (isError && !isFetching) return <LoadFailed onRetry={() => void refetch()} />;
  return <Tiles tiles={promotionTiles(data ?? [], Boolean(onAppDownload))} onAppDownload={onAppDownload} />;
}

/** A visitor's tiles: the merchant's promotions, which app-core loads once per visit. */
function MerchantTiles({ onAppDownload }: { onAppDownload?: () => void }) {
  const dispatch = useDispatch<ThunkDispatch<CommonStore, ThunkExtra, UnknownAction>>();
  const { availablePromotions, availablePromotionsStatus } = useSelector((state: CommonStore) => state.common);
  useEffect(() => {
    if (availablePromotionsStatus === 'idle') void dispatch(loadAvailablePromotions());
  }, [dispatch, availablePromotionsStatus]);
  if (availablePromotionsStatus !== 'settled') return <Loading rows={1} />;
  // The merchant's answer counts what runs, not anything a visitor could claim: no badge.
  const running = readAvailablePromotions(availablePromotions).map((promotion) => ({ ...promotion, count: 0 }));
  return <Tiles tiles={promotionTiles(running, Boolean(onAppDownload))} onAppDownload={onAppDownload} />;
}

/**
 * The promotions running for the player as tiles, each leading to its go-to target with its
 * unclaimed count. Asked only where the merchant has the reward centre (REWCEN3, spec 001 §6).
 */
export function PromotionTiles({ token, onAppDownload }: { token: string | null; onAppDownload?: () => void }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const rewardCentre = useSelector((state: CommonStore) => state.common.whitelabelVal[REWARD_CENTER_FLAG] === true);
  return (
    <section className="promotions-section" aria-labelledby="promotions-tiles-title">
      <h2 id="promotions-tiles-title" className="promotions-section__title">
        {t('center.promotions')}
      </h2>
      {!rewardCentre ? (
        <EmptyState message={t('center.noPromotions')} />
      ) : token ? (
        <MemberTiles token={token} onAppDownload={onAppDownload} />
      ) : (
        <MerchantTiles onAppDownload={onAppDownload} />
      )}
    </section>
  );
}
