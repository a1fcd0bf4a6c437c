import type { Context, Hono } from 'hono';
import type { JsonValue } from '../crypto/encrypted-body';
import { readEncryptedPayload } from '../wps/encrypted-payload';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { checkBinding, checkFirebaseToken, firebaseIdTokenOf } from '../identity/firebase-check';
import { memberPhone } from '../identity/identity-links';
import type { IdentityVerifier } from '../identity/identity-tokens';
import type { SecondFactorMethod } from '../seed/types';
import { normaliseMobile } from '../state/sms-outbox';
import type { Member, SimState } from '../state/sim-state';
import { totpMatches } from '../crypto/totp';
import { completeBindingLogin, completeLogin, LOGIN_MESSAGES } from './login';

const HTTP_BAD_REQUEST = 400;

/** The method letters of the second-factor payload (spec 000 §3). */
const VERIFICATION_METHODS: Readonly<Record<string, SecondFactorMethod>> = { E: 'email', P: 'payeeName', G: 'ga', S: 'sms' };

const VERIFY_MESSAGES = {
  notRequired: 'This account does not use this verification method',
  emailRequired: 'Enter the email address of your account',
  email: 'The email address does not match this account',
  payeeRequired: 'Enter the payee name of your account',
  payee: 'The payee name does not match this account',
  gaRequired: 'Enter the code from your authenticator app',
  ga: 'The authenticator code is not correct',
  smsRequired: 'Enter your mobile number and the SMS code',
  smsMobile: 'The mobile number does not match this account',
  smsCode: 'The SMS code is wrong or has expired',
} as const;

type Payload = Record<string, JsonValue>;

function text(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Why the answer for the method does not pass, or null when it does. */
function mismatch(state: SimState, member: Member, method: SecondFactorMethod, payload: Payload): string | null {
  switch (method) {
    case 'email': {
      const email = text(payload.email);
      if (email === '') return VERIFY_MESSAGES.emailRequired;
      return email.toLowerCase() === member.email.toLowerCase() ? null : VERIFY_MESSAGES.email;
    }
    case 'payeeName': {
      const payeeName = text(payload.payeeName);
      if (payeeName === '') return VERIFY_MESSAGES.payeeRequired;
      return payeeName === member.payeeName.trim() ? null : VERIFY_MESSAGES.payee;
    }
    case 'ga': {
      const code = text(payload.authCode);
      if (code === '') return VERIFY_MESSAGES.gaRequired;
      return code === member.gaCode || totpMatches(member.gaSecret, code, state.now()) ? null : VERIFY_MESSAGES.ga;
    }
    case 'sms': {
      const mobile = text(payload.mobileNum);
      const code = text(payload.verificationCode);
      if (mobile === '' || code === '') return VERIFY_MESSAGES.smsRequired;
      if (normaliseMobile(mobile) !== member.mobileNum) return VERIFY_MESSAGES.smsMobile;
      return state.sms.consume(member.countryDialingCode, member.mobileNum, code) ? null : VERIFY_MESSAGES.smsCode;
    }
  }
}

/**
 * S answered through the identity provider: the client verified the phone with Firebase and sends
 * that sign-in's ID token instead of a code. Its phone_number must be the member's mobile.
 */
async function verifyPhoneByProvider(
  c: Context<WpsEnv>,
  state: SimState,
  verifier: IdentityVerifier | null | undefined,
  member: Member,
  idToken: string,
): Promise<Response> {
  const checked = await checkFirebaseToken(c, verifier, idToken);
  if (!checked.ok) return checked.response;
  if (checked.identity.phoneNumber !== memberPhone(member)) return sendFailure(c, ERROR_CODES.loginVerify, VERIFY_MESSAGES.smsMobile);
  return sendOk(c, completeLogin(state, c.get('merchant'), member));
}

async function verify(
  c: Context<WpsEnv>,
  state: SimState,
  verifier: IdentityVerifier | null | undefined,
  payload: JsonValue,
): Promise<Response> {
  const badPayload = () => sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return badPayload();
  const { username, password } = payload;
  const method = typeof payload.method === 'string' ? VERIFICATION_METHODS[payload.method] : undefined;
  if (typeof username !== 'string' || typeof password !== 'string' || method === undefined) return badPayload();
  const merchant = c.get('merchant');
  const member = state.findMember(merchant.seed.code, username.trim());
  if (member === undefined) return sendFailure(c, ERROR_CODES.userNotExists, LOGIN_MESSAGES.notExists);
  if (member.password !== password) return sendFailure(c, ERROR_CODES.loginCredentials, LOGIN_MESSAGES.credentials);
  if (!member.secondFactor.includes(method)) return sendFailure(c, ERROR_CODES.loginVerify, VERIFY_MESSAGES.notRequired);
  const idToken = firebaseIdTokenOf(payload);
  if (method === 'sms' && idToken !== '' && text(payload.verificationCode) === '')
    return verifyPhoneByProvider(c, state, verifier, member, idToken);
  // Checked before the answer so that a refused token does not spend an SMS code.
  const binding = await checkBinding(c, state, verifier, payload, member);
  if (binding instanceof Response) return binding;
  const problem = mismatch(state, member, method, payload);
  if (problem !== null) return sendFailure(c, ERROR_CODES.loginVerify, problem);
  return completeBindingLogin(c, state, member, binding);
}

/**
 * POST /wps/session/login/verification (encrypted): the second-factor answer after
 * login_verify_required. Payload { username, password, method: E|P|G|S, email?, payeeName?,
 * authCode?, mobileNum?, verificationCode?, firebaseIdToken?, firebaseChannel? }. One passed
 * method the member uses completes the login (the same value as the login). S with a
 * firebaseIdToken and no verificationCode: the phone was verified through the identity provider.
 * Otherwise a firebaseIdToken is an identity to link to the member, as the login does.
 */
export function registerVerificationRoutes(router: Hono<WpsEnv>, { state, identityVerifier }: WpsDeps): void {
  router.post('/session/login/verification', async (c) => {
    const payload = await readEncryptedPayload(c);
    if (payload instanceof Response) return payload;
    return verify(c, state, identityVerifier, payload);
  });
}
