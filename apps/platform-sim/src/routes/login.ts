import type { Context, Hono } from 'hono';
import { readEncryptedPayload, type JsonValue } from '../encrypted-body';
import { ERROR_CODES, sendFailure, sendOk } from '../envelope';
import type { WpsDeps, WpsEnv } from '../env';
import type { SecondFactorMethod } from '../seed/types';
import type { Member, MerchantState, SimState } from '../state';

const HTTP_BAD_REQUEST = 400;

/** Login types of protocol.md ("Login and session"); only the username login is simulated so far. */
export const LOGIN_TYPES = ['username', 'sms', 'firebase'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const LOGIN_MESSAGES = {
  credentials: 'Incorrect username or password',
  notExists: 'This account does not exist',
  verifyRequired: 'Please verify your identity to continue',
  captcha: 'Please complete the captcha',
  notAvailable: (type: string) => `Login by ${type} is not available in the simulator yet`,
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

/** Value of login_verify_required: which second-factor methods the member must pass. */
export type LoginVerifyFlags = Record<SecondFactorMethod, boolean>;

type Payload = Record<string, JsonValue>;

function isObject(value: JsonValue): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function filled(value: JsonValue | undefined): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * The login captcha (GEETEST3 on): the widget's result must come with the payload, v3 as
 * geetestChallenge + geetestSeccode, v4 as the geetestValidateV4 object. The simulator cannot ask
 * Geetest, so any non-empty result passes.
 */
function captchaMissing(merchant: MerchantState, payload: Payload): boolean {
  const { seed } = merchant;
  if (seed.whitelabelVal.GEETEST3 !== true) return false;
  if (seed.gw.GEETEST_VERSION === 'v4') {
    const result = payload.geetestValidateV4;
    return !(result !== undefined && isObject(result) && filled(result.lot_number) && filled(result.captcha_output));
  }
  return !(filled(payload.geetestChallenge) && filled(payload.geetestSeccode));
}

export function verifyFlags(member: Member): LoginVerifyFlags {
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

function usernameLogin(c: Context<WpsEnv>, state: SimState, payload: Payload): Response {
  const merchant = c.get('merchant');
  const { username, password } = payload;
  if (typeof username !== 'string' || typeof password !== 'string') {
    return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  }
  if (captchaMissing(merchant, payload)) return sendFailure(c, ERROR_CODES.geetestCaptcha, LOGIN_MESSAGES.captcha);
  const member = state.findMember(merchant.seed.code, username.trim());
  if (member === undefined) return sendFailure(c, ERROR_CODES.userNotExists, LOGIN_MESSAGES.notExists);
  if (member.password !== password) return sendFailure(c, ERROR_CODES.loginCredentials, LOGIN_MESSAGES.credentials);
  if (member.secondFactor.length > 0) {
    return sendFailure(c, ERROR_CODES.loginVerifyRequired, LOGIN_MESSAGES.verifyRequired, 200, verifyFlags(member));
  }
  return sendOk(c, completeLogin(state, merchant, member));
}

/**
 * POST /wps/session/login (encrypted). Payload: { username, password, type, loginDeviceId,
 * isOfficialAppLogin, device, captcha fields }. Only type "username" is simulated; "sms" and
 * "firebase" answer function.not.available until their issue.
 */
export function registerLoginRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.post('/session/login', async (c) => {
    const payload = await readEncryptedPayload(c);
    if (payload instanceof Response) return payload;
    if (!isObject(payload)) return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
    const type = payload.type ?? 'username';
    if (type === 'username') return usernameLogin(c, state, payload);
    if (typeof type === 'string' && (LOGIN_TYPES as readonly string[]).includes(type)) {
      return sendFailure(c, ERROR_CODES.functionNotAvailable, LOGIN_MESSAGES.notAvailable(type));
    }
    return sendFailure(c, ERROR_CODES.requestBodyRequired, LOGIN_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  });
}
