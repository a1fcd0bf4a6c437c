import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { registerByFirebase, type RegisterValue } from '../server-data/registration';
import type { IdentityProof } from '../identity-provider/identity-provider';
import type { LoginRequest } from '../session/login-flow';
import { registerValueToLogin, type RegisterResult } from '../register/register-account';
import { saveRegisterInfo } from '../register/register-info';
import { pagePayloadContext, registrationContext, trackingCodes, type PayloadContext } from '../register/register-payload';

/**
 * The identity-provider registration payload (spec 000 §3): the registration context every
 * mode sends, with the provider's proof instead of a password.
 */
export function identityRegisterPayload(identity: IdentityProof, smsTemplate: string, context: PayloadContext): Record<string, unknown> {
  return {
    ...registrationContext(context),
    firebaseChannel: identity.channel,
    firebaseIdToken: identity.idToken,
    login: true,
    smsTemplate,
  };
}

/** Registers the provider's identity as a new member and hands back what a login would. */
export const registerWithIdentity = createAsyncThunk<
  RegisterResult,
  { identity: IdentityProof; smsTemplate: string },
  { extra: ThunkExtra }
>('auth/registerWithIdentity', async ({ identity, smsTemplate }, { extra }) => {
  const context = pagePayloadContext();
  saveRegisterInfo(trackingCodes(context.search, context.saved ?? {}, context.stored ?? {}), context.hostname);
  const result = await registerByFirebase<RegisterValue>(extra.api, identityRegisterPayload(identity, smsTemplate, context));
  if (!result.success) return { kind: 'failed', message: result.message, errorCode: result.errorCode };
  return { kind: 'success', value: registerValueToLogin(result.value ?? {}) };
});

/** The login the new member's session completes with: firebase logins never force a password change. */
export function identityLoginRequest(identity: IdentityProof, userName: string): LoginRequest {
  return { type: 'firebase', username: userName, password: '', identity };
}
