import type { Context, Hono } from 'hono';
import type { JsonValue } from '../crypto/encrypted-body';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { checkFirebaseToken, FIREBASE_ERROR_CODES, FIREBASE_MESSAGES, firebaseIdTokenOf } from '../identity/firebase-check';
import { findLinkedMember, isFirebaseChannel, linkOf } from '../identity/identity-links';
import type { IdentityVerifier, VerifiedIdentity } from '../identity/identity-tokens';
import { splitE164 } from '../identity/phone-numbers';
import { DEFAULT_PASSWORD } from '../seed/members';
import type { Member, MerchantState, SimState } from '../state/sim-state';
import { memberByReferralCode } from './member';
import {
  REGISTER_ERROR_CODES,
  REGISTER_MESSAGES,
  USERNAME_PATTERN,
  newMemberDefaults,
  registrationOf,
  type RegisterValue,
} from './register';

/**
 * Registration through the identity provider (spec 000 §3 "For identity-provider registration",
 * §7 "register by firebase", path not shown): PUT /wps/member/register/firebase, plain JSON like
 * autoUsername. The path is ours. The new member is linked to the token's identity and has the
 * default password {secret} (it signs in through the provider).
 */

const HTTP_BAD_REQUEST = 400;
const REGISTER_FIREBASE_PATH = '/member/register/firebase';
/** Either white-label flag offers registering through the provider (seed/flags.ts). */
const FIREBASE_REGISTER_FLAGS = ['socialLoginRegister', 'oneTapSocialLogin'] as const;
const USERNAME_MIN = 4;
const USERNAME_MAX = 16;
/** The placeholder of smsTemplate replaced with the new member's username. */
const SMS_TEMPLATE_USERNAME = '{username}';

type Payload = Record<string, JsonValue>;

function isObject(value: JsonValue): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: JsonValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function registerAllowed(merchant: MerchantState): boolean {
  return FIREBASE_REGISTER_FLAGS.some((flag) => merchant.seed.whitelabelVal[flag] === true);
}

/** The username wanted for the identity: the e-mail's local part (letters and digits, lower case), `p` and the national number, else `u` and the uid. */
function baseUsername(identity: VerifiedIdentity, nationalNumber: string): string {
  const alphanumeric = (value: string) => value.replace(/[^A-Za-z0-9]/g, '');
  let base: string;
  if (identity.email !== undefined) base = alphanumeric(identity.email.split('@')[0] ?? '').toLowerCase();
  else if (nationalNumber !== '') base = `p${nationalNumber}`;
  else base = `u${alphanumeric(identity.uid)}`;
  return base.slice(0, USERNAME_MAX).padEnd(USERNAME_MIN, '0');
}

/** The base, or the base cut short with 2, 3, … appended: 4 to 16 letters or digits, unused at the merchant (any case). */
function uniqueUsername(state: SimState, merchant: string, base: string): string {
  for (let suffix = 1; ; suffix += 1) {
    const tail = suffix === 1 ? '' : String(suffix);
    const name = `${base.slice(0, USERNAME_MAX - tail.length)}${tail}`;
    if (USERNAME_PATTERN.test(name) && state.findMemberIgnoringCase(merchant, name) === undefined) return name;
  }
}

function createMember(
  state: SimState,
  merchant: MerchantState,
  identity: VerifiedIdentity,
  payload: Payload,
  referrer: Member | undefined,
): Member {
  const seed = merchant.seed;
  const phone = identity.phoneNumber === undefined ? null : splitE164(identity.phoneNumber);
  const username = uniqueUsername(state, seed.code, baseUsername(identity, phone?.mobileNum ?? ''));
  return state.addMember({
    ...newMemberDefaults(state, merchant, username),
    password: DEFAULT_PASSWORD,
    countryDialingCode: phone?.countryDialingCode ?? seed.countryDialingCode,
    mobileNum: phone?.mobileNum ?? '',
    email: identity.email ?? '',
    identityLinks: [linkOf(identity)],
    purpose: 'registered through the identity provider',
    registration: registrationOf(payload, referrer),
  });
}

/**
 * The rules in order: payload, flag (socialLoginRegister or oneTapSocialLogin), firebaseChannel
 * and firebaseIdToken, the token, not linked yet, referral code (as the other modes), then the
 * member, the welcome SMS and the answer.
 */
async function registerByFirebase(
  c: Context<WpsEnv>,
  state: SimState,
  verifier: IdentityVerifier | null | undefined,
  payload: JsonValue,
): Promise<Response> {
  const merchant = c.get('merchant');
  const badPayload = () => sendFailure(c, ERROR_CODES.requestBodyRequired, REGISTER_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  if (!isObject(payload)) return badPayload();
  if (!registerAllowed(merchant)) return sendFailure(c, ERROR_CODES.functionNotAvailable, REGISTER_MESSAGES.modeOff);
  const idToken = firebaseIdTokenOf(payload);
  const channel = payload.firebaseChannel;
  if (idToken === '' || !isFirebaseChannel(channel)) return badPayload();
  const checked = await checkFirebaseToken(c, verifier, idToken, channel);
  if (!checked.ok) return checked.response;
  const { identity } = checked;
  if (findLinkedMember(state, merchant.seed.code, identity) !== undefined) {
    return sendFailure(c, FIREBASE_ERROR_CODES.alreadyBound, FIREBASE_MESSAGES.alreadyBound);
  }
  const referralCode = text(payload.referralCode);
  const referrer = referralCode === null ? undefined : memberByReferralCode(state, merchant.seed.code, referralCode);
  // As the other modes: a registration without login is made for someone else and must name a member.
  if (referralCode !== null && referrer === undefined && payload.login !== true) {
    return sendFailure(c, REGISTER_ERROR_CODES.referralInvalid, REGISTER_MESSAGES.referralInvalid);
  }

  const member = createMember(state, merchant, identity, payload, referrer);
  const template = typeof payload.smsTemplate === 'string' ? payload.smsTemplate.trim() : '';
  if (template !== '' && member.mobileNum !== '') {
    state.sms.sendText(member.countryDialingCode, member.mobileNum, template.replaceAll(SMS_TEMPLATE_USERNAME, member.username));
  }
  if (payload.login !== true)
    return sendOk(c, { id: member.id, customerId: member.id, userName: member.username, customerName: member.username });
  const session = state.sessions.create(merchant.seed.code, member.id);
  state.recordLogin(member.id);
  const value: RegisterValue = {
    id: member.id,
    customerId: member.id,
    token: session.token,
    userName: member.username,
    customerName: member.username,
  };
  return sendOk(c, value);
}

async function plainPayload(c: Context<WpsEnv>): Promise<JsonValue> {
  try {
    return (await c.req.json()) as JsonValue;
  } catch {
    return null;
  }
}

/** PUT /wps/member/register/firebase (plain JSON). */
export function registerFirebaseRegisterRoutes(router: Hono<WpsEnv>, { state, identityVerifier }: WpsDeps): void {
  router.put(REGISTER_FIREBASE_PATH, async (c) => registerByFirebase(c, state, identityVerifier, await plainPayload(c)));
}
