import { loadAvailablePromotions, loadCommonData, loadMemberInfo, loadRankProgress, REWARD_CENTER_FLAG } from '@lotto/app-core';
import type { AppStore } from './create-store';

/** The boot call (status, with the platform's settings), then the promotions where the merchant runs the reward centre. */
export function loadMerchantData(store: AppStore): Promise<unknown> {
  const loaded = store.dispatch(loadCommonData());
  void loaded.then(() => {
    if (store.getState().common.whitelabelVal[REWARD_CENTER_FLAG]) void store.dispatch(loadAvailablePromotions());
  });
  return loaded;
}

/** A signed-in player's account and VIP progress, asked for at start. */
export function loadMemberData(store: AppStore): void {
  void store.dispatch(loadMemberInfo());
  void store.dispatch(loadRankProgress());
}
