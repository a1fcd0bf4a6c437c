import { PATHS } from '@lotto/app-core';
import type { AvailablePromotion } from '../server-data/available-promotions';
import { typeTarget } from './type-pages';

/** A tile of the reward centre: where it leads (a page, or the app-download offer), its label's type, and the rewards waiting. */
export interface PromotionTile {
  /** The go-to table's type naming the tile's label (`tile.<labelType>`). */
  labelType: string;
  target: { kind: 'path'; path: string } | { kind: 'app-download' };
  count: number;
}

/** Each page a tile can lead to, and the go-to type whose name labels it. */
const LABEL_OF_PATH: Readonly<Record<string, string>> = {
  [PATHS.activitySignIn]: 'LOGIN',
  [PATHS.activityNoviceTask]: 'REGISTER',
  [PATHS.activityRescue]: 'SAVIOR',
  [PATHS.voucherCenter]: 'DEPOSIT',
  [PATHS.inviteFriends]: 'REFERRAL',
  [PATHS.leaderBoard]: 'MISSION',
  [PATHS.memberBenefits]: 'UPGRADE_BONUS',
};
const APP_DOWNLOAD = 'APP_DOWNLOAD';

/**
 * The running promotions as tiles, one per place they lead to (the deposit promotions share the
 * voucher centre's), their unclaimed counts added up, in the answer's order. A type the go-to table
 * does not know makes no tile: there is nowhere to take the player. The app-download tile needs
 * the shell's offer.
 */
export function promotionTiles(promotions: readonly AvailablePromotion[], hasAppDownload: boolean): PromotionTile[] {
  const tiles = new Map<string, PromotionTile>();
  for (const { type, count } of promotions) {
    const target = typeTarget(type);
    if (target === null || (target.kind === 'app-download' && !hasAppDownload)) continue;
    const key = target.kind === 'path' ? target.path : APP_DOWNLOAD;
    const labelType = target.kind === 'path' ? LABEL_OF_PATH[target.path] : APP_DOWNLOAD;
    if (labelType === undefined) continue;
    const tile = tiles.get(key);
    if (tile) tile.count += count;
    else tiles.set(key, { labelType, target, count });
  }
  return [...tiles.values()];
}
