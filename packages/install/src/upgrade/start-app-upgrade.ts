import type { Dispatch } from '@reduxjs/toolkit';
import { upgradeOffered } from '../install-slice';
import type { NativeAppBridge } from './native-contract';
import { chooseUpgrade } from './upgrade-rule';

/**
 * Asks the native app once, when the package starts (after first paint), whether an upgrade is
 * on offer, and puts the offer in the store when the modal is to be shown (spec 001 §2 screen 7).
 * Outside the app the bridge is not even asked.
 */
export function startAppUpgrade(dispatch: Dispatch, inApp: boolean, bridge: NativeAppBridge): void {
  if (!inApp) return;
  const offer = chooseUpgrade(inApp, bridge.readAppInfo());
  if (offer) dispatch(upgradeOffered(offer));
}
