import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { registerAutoUsername, registerByMobile, registerByUsername, type RegisterValue } from '../server-data/registration';
import type { RegisterMode } from './register-modes';
import type { LoginValue } from '../types';

export type RegisterResult = { kind: 'success'; value: LoginValue } | { kind: 'failed'; message?: string; errorCode?: string };

/** One register call; the server's refusal is shown by the shell's outcome handler. */
export const registerAccount = createAsyncThunk<
  RegisterResult,
  { mode: RegisterMode; payload: Record<string, unknown> },
  { extra: ThunkExtra }
>('auth/register', async ({ mode, payload }, { extra }) => {
  const call = mode === 'username' ? registerByUsername : mode === 'mobile' ? registerByMobile : registerAutoUsername;
  const result = await call<RegisterValue>(extra.api, payload);
  if (!result.success) return { kind: 'failed', message: result.message, errorCode: result.errorCode };
  return { kind: 'success', value: registerValueToLogin(result.value ?? {}) };
});

/** A new member's session is a first login of a plain member. */
export function registerValueToLogin(value: RegisterValue): LoginValue {
  const id = value.id ?? value.customerId ?? '';
  return { id, token: value.token ?? '', userName: value.userName ?? value.customerName ?? '', customerType: 0, firstTimeLogin: true };
}
