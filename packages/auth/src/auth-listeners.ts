import { autoLoginSwitchedOff, rememberedLoginCleared } from '@lotto/app-core';
import { AUTO_LOGIN_KEY } from './auto-login';
import { clearRememberedLogin } from './remembered-login';

/** The error catalogue's effects on sign-in (spec 000 §8); the shell calls this for those actions. */
export async function applySessionEffect(type: string): Promise<void> {
  if (type === autoLoginSwitchedOff.type) localStorage.setItem(AUTO_LOGIN_KEY, '0');
  if (type === rememberedLoginCleared.type) await clearRememberedLogin();
}
