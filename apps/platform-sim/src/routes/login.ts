import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { checkCaptcha } from '../captcha/geetest-check';
import type { JsonValue } from '../crypto/encrypted-body';
import { readEncryptedPayload } from '../wps/encrypted-payload';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { checkBinding, checkFirebaseToken, FIREBASE_ERROR_CODES, FIREBASE_MESSAGES, firebaseIdTokenOf } from '../identity/firebase-check';
import { CAPTCHA_COOKIE } from '../state/image-captchas';
import { checkImageCaptcha, IMAGE_CAPTCHA_ASKED, wrongPassword } from '../captcha/image-captcha-check';
import { bindIdentity, findLinkedMember, isFirebaseChannel, type FirebaseChannel } from '../identity/identity-links';
import type { IdentityVerifier, VerifiedIdentity } from '../identity/identity-tokens';
import type { SecondFactorMethod } from '../seed/types';
import { normaliseDialingCode } from '../state/sms-outbox';
import type { Member, MerchantState, SimState } from '../state/sim-state';

const HTTP_BAD_REQUEST = 400;

export const LOGIN_MESSAGES = {
  credentials: 'Incorrect username or password',
  notExists: 'This account does not exist',
  verifyRequired: 'Please verify your identity to continue',
  mobileNotExists: 'No account uses this mobile number',
  smsCode: 'The SMS code is wrong or has expired',
  badPayload: 'request body required',
} as const;

/** Value of a successful login (spec 000 §4, "Login response value"). */
export interface LoginValue {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  updatePassword: boolean;
}

/** Value of bind_customer_required: the identity that is linked to no member (spec 000 §4, "Identity-provider login"). */
export interface BindRequiredValue {
  firebaseChannel: FirebaseChannel;
  email?: string;
  phoneNumber?: string;
}

/** Value of login_verify_required: which second-factor methods the member must pass. */
export type LoginVerifyFlags = Record<SecondFactorMethod, boolean>;

type Payload = Record<string, JsonValue>;

function isObject(value: JsonValue): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function verifyFlags(member: Member): LoginVerifyFlags {
  const methods = new Set(member.secondFactor);
  return { email: methods.has('email'), ga: methods.has('ga'), sms: methods.has('sms'), payeeName: methods.has('payeeName') };
}

/**
 * A session for the member and the login's value. firstTimeLogin is true only for a member the
 * simulator created (registration, a later issue) on its first login: seeded members have
 * logged in before.
 */
export function completeLogin(state: SimState, merchant: MerchantState, member: Member): LoginValue {
  const session = state.sessions.create(merchant.seed.code, member.id);
  const firstTimeLogin = !state.isSeededMember(member.id) && !state.hasLoggedIn(member.id);
  state.recordLogin(member.id);
  member.lastLogin = state.now();
  return {
    token: session.token,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired: member.passwordExpired,
    // The spec names the field only; the default password ({secret}) is detected by the client.
    updatePassword: false,
  };
}

/**
 * Completes a login that carried an identity to link (checkBinding): links it, then the session.
 * The identity may have been linked to another member in between: firebase.already.bound.
 */
export function completeBindingLogin(c: Context<WpsEnv>, state: SimState, member: Member, identity: VerifiedIdentity | null): Response {
  if (identity !== null && !bindIdentity(state, member, identity).ok) {
    return sendFailure(c, FIREBASE_ERROR_CODES.alreadyBound, FIREBASE_MESSAGES.boundElsewhere);
  }
  return sendOk(c, completeLogin(state, c.get('merchant'), member));
}

/**
 * The username login; with firebaseIdToken (and firebaseChannel) in the payload it also links
 * that identity to the member, once the login completes (checkBinding). A second factor
 * postpones the link to the second-factor call, which carries the token again. After the
 * merchant's number of wrong passwords the username must also solve the image captcha
 * (captcha/image-captcha-check.ts); the right password starts the count again.
 */
async function usernameLogin(
  c: Context<WpsEnv>,
  state: SimState,
  verifier: IdentityVerifier | null | undefined,
  payload: Payload,
): Promise<Response> {
  const merchant = c.get('merchant');
  const { username, password } = payload;
  if (typeof username !== 'string' || typeof password !== 'string') {
    return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  }
  const captchaError = checkCaptcha(state.captcha, merchant.seed, payload, 'login');
  if (captchaError !== null) return sendFailure(c, ERROR_CODES.geetestCaptcha, captchaError);
  const name = username.trim();
  const imageRefusal = checkImageCaptcha(state.imageCaptcha, merchant.seed, name, payload, getCookie(c, CAPTCHA_COOKIE));
  if (imageRefusal !== null) return sendFailure(c, imageRefusal.errorCode, imageRefusal.message, 200, IMAGE_CAPTCHA_ASKED);
  const member = state.findMember(merchant.seed.code, name);
  if (member === undefined) return sendFailure(c, ERROR_CODES.userNotExists, LOGIN_MESSAGES.notExists);
  if (member.password !== password) {
    const value = wrongPassword(state.imageCaptcha, merchant.seed, name);
    return sendFailure(c, ERROR_CODES.loginCredentials, LOGIN_MESSAGES.credentials, 200, value);
  }
  state.imageCaptcha.clearWrongPasswords(merchant.seed.code, name);
  const binding = await checkBinding(c, state, verifier, payload, member);
  if (binding instanceof Response) return binding;
  if (member.secondFactor.length > 0) {
    return sendFailure(c, ERROR_CODES.loginVerifyRequired, LOGIN_MESSAGES.verifyRequired, 200, verifyFlags(member));
  }
  return completeBindingLogin(c, state, member, binding);
}

/**
 * The identity-provider login: firebaseChannel google or phone and the provider's ID token
 * (username and password may be empty). The token proves the identity, so no second factor and
 * no login captcha are asked. The member is the one linked to the identity (identity/identity-links.ts);
 * none: bind_customer_required with the identity, for the client's binding flow.
 */
async function firebaseLogin(
  c: Context<WpsEnv>,
  state: SimState,
  verifier: IdentityVerifier | null | undefined,
  payload: Payload,
): Promise<Response> {
  const merchant = c.get('merchant');
  const idToken = firebaseIdTokenOf(payload);
  const channel = payload.firebaseChannel;
  if (idToken === '' || !isFirebaseChannel(channel)) {
    return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  }
  const checked = await checkFirebaseToken(c, verifier, idToken, channel);
  if (!checked.ok) return checked.response;
  const { identity } = checked;
  const member = findLinkedMember(state, merchant.seed.code, identity);
  if (member === undefined) {
    const value: BindRequiredValue = { firebaseChannel: channel };
    if (identity.email !== undefined) value.email = identity.email;
    if (identity.phoneNumber !== undefined) value.phoneNumber = identity.phoneNumber;
    return sendFailure(c, FIREBASE_ERROR_CODES.bindRequired, FIREBASE_MESSAGES.bindRequired, 200, value);
  }
  return sendOk(c, completeLogin(state, merchant, member));
}

/**
 * The SMS login: username is the national mobile number, password the last code sent to it
 * (POST /wps/verification/sms/noLogin), countryDialingCode optional. The code proves the phone,
 * so no second factor and no login captcha are asked (the SMS call had its own captcha).
 */
function smsLogin(c: Context<WpsEnv>, state: SimState, payload: Payload): Response {
  const merchant = c.get('merchant');
  const { username, password, countryDialingCode } = payload;
  if (typeof username !== 'string' || typeof password !== 'string') {
    return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  }
  const dialing =
    typeof countryDialingCode === 'string' && normaliseDialingCode(countryDialingCode) !== '' ? countryDialingCode : undefined;
  const member = state.findMemberByMobile(merchant.seed.code, username, dialing);
  if (member === undefined) return sendFailure(c, ERROR_CODES.userNotExists, LOGIN_MESSAGES.mobileNotExists);
  if (!state.sms.consume(member.countryDialingCode, member.mobileNum, password)) {
    return sendFailure(c, ERROR_CODES.smsCode, LOGIN_MESSAGES.smsCode);
  }
  return sendOk(c, completeLogin(state, merchant, member));
}

/**
 * POST /wps/session/login (encrypted). Payload: { username, password, type, firebaseChannel?,
 * firebaseIdToken?, loginDeviceId, isOfficialAppLogin, device, captcha fields }. Type "firebase"
 * needs the identity verifier (SimOptions.identityVerifier, FIREBASE_AUTH_EMULATOR_HOST).
 */
export function registerLoginRoutes(router: Hono<WpsEnv>, { state, identityVerifier }: WpsDeps): void {
  router.post('/session/login', async (c) => {
    const payload = await readEncryptedPayload(c);
    if (payload instanceof Response) return payload;
    if (!isObject(payload)) return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
    const type = payload.type ?? 'username';
    if (type === 'username') return usernameLogin(c, state, identityVerifier, payload);
    if (type === 'sms') return smsLogin(c, state, payload);
    if (type === 'firebase') return firebaseLogin(c, state, identityVerifier, payload);
    return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  });
}
