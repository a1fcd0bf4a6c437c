import { autoLoginSwitchedOff, rememberedLoginCleared } from '@lotto/app-core';
import { expect, it, vi } from 'vitest';
import * as remembered from './remembered-login';
import { applySessionEffect } from './session-effects';

it('token_ip_different switches auto-login off', async () => {
  await applySessionEffect(autoLoginSwitchedOff.type);
  expect(localStorage.getItem('MC_AUTO_LOGIN')).toBe('0');
});

it('login.cred.err and not.exists.user clear the remembered login', async () => {
  const clear = vi.spyOn(remembered, 'clearRememberedLogin').mockResolvedValue();
  await applySessionEffect(rememberedLoginCleared.type);
  expect(clear).toHaveBeenCalledOnce();
});
