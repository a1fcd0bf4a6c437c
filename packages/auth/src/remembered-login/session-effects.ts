import { autoLoginSwitchedOff, rememberedLoginCleared, STORAGE_KEYS, localStore } from '@lotto/app-core';
import { clearRememberedLogin } from './remembered-login';

/** The error catalogue's effects on sign-in (spec 000 §8); the shell calls this for those actions. */
export async function applySessionEffect(type: string): Promise<void> {
  if (type === autoLoginSwitchedOff.type) localStore.setItem(STORAGE_KEYS.autoLogin, '0');
  if (type === rememberedLoginCleared.type) await clearRememberedLogin();
}
