import { randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { checkCaptcha } from '../captcha/geetest-check';
import type { JsonValue } from '../crypto/encrypted-body';
import { readEncryptedPayload } from '../wps/encrypted-payload';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { DEFAULT_PASSWORD } from '../seed/members';
import { normaliseDialingCode, normaliseMobile } from '../state/sms-outbox';
import { ruleMessage, ruleRefusal } from './register-rules';
import type { ExtraRegisterField } from '../seed/types';
import type { Member, MerchantState, RegistrationRecord, SimState } from '../state/sim-state';
import { memberByReferralCode } from './member';

/**
 * The register calls of spec 000 §7: username (encrypted, ModuleId REG3), mobile number
 * (encrypted, ModuleId MOBILENUMREG3) and auto-username (plain JSON). The fields are checked
 * against the merchant's register rules, the ones the status call sends (register-rules.ts).
 */

const HTTP_BAD_REQUEST = 400;

export const REGISTER_ERROR_CODES = {
  usernameExists: 'username.exists',
  /** Ours: against the merchant's username rule. */
  usernameInvalid: 'username.invalid',
  passwordWeak: 'password.weak',
  mobileExists: 'mobile.exists',
  /** Ours: no mobile number. */
  mobileRequired: 'mobile.required',
  /** Ours: against the merchant's mobileNum rule. */
  mobileInvalid: 'mobile.invalid',
  /** Ours: against the merchant's rule for an extra field (register-rules.ts), one code per field. */
  referralCodeInvalid: 'referralCode.invalid',
  emailInvalid: 'email.invalid',
  realNameInvalid: 'realName.invalid',
  /** Ours: a registration without login (an agent's downline) whose referralCode names no member. */
  referralInvalid: 'referral.invalid',
} as const;

export const REGISTER_MESSAGES = {
  usernameExists: 'This username is already taken.',
  /** The placeholder password where the merchant asks for a real one. */
  passwordWeak: 'Choose a password.',
  mobileExists: 'This mobile number is already registered.',
  mobileRequired: 'Enter a mobile number.',
  referralInvalid: 'This referral code does not belong to any member.',
  moduleId: (expected: string) => `This call needs the ModuleId ${expected}`,
  modeOff: 'This way of registering is not available',
  badPayload: 'request body required',
} as const;

/** What identity-provider registrations make usernames of (register-firebase.ts); typed ones follow the merchant's rule. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,16}$/;
/**
 * Ours (white-label flag): the mobile-number registration asks for a password. Absent counts as
 * on; when it is false the mobile and auto-username registrations may send the placeholder.
 */
const MOBILE_REGISTER_PASSWORD_FLAG = 'mobileRegisterPassword';
/** Ours: auto-username registration is offered unless this flag is false. */
const AUTO_USERNAME_FLAG = 'autoUsernameRegister';

type RegisterMode = 'username' | 'mobile' | 'autoUsername';

/** The extra fields a merchant's rules may add, in the order they are checked, with their words and refusal code. */
const EXTRA_FIELDS: ReadonlyArray<{ field: ExtraRegisterField; words: string; code: string }> = [
  { field: 'referralCode', words: 'A referral code', code: REGISTER_ERROR_CODES.referralCodeInvalid },
  { field: 'email', words: 'An email address', code: REGISTER_ERROR_CODES.emailInvalid },
  { field: 'realName', words: 'A real name', code: REGISTER_ERROR_CODES.realNameInvalid },
];

/** Value of a successful register call with `login: true` (spec 000 §3, register response value). */
export interface RegisterValue {
  id: number;
  customerId: number;
  token: string;
  userName: string;
  customerName: string;
}

type Payload = Record<string, JsonValue>;

function isObject(value: JsonValue): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: JsonValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function modeAllowed(merchant: MerchantState, mode: RegisterMode): boolean {
  const flags = merchant.seed.whitelabelVal;
  if (mode === 'username') return flags.REG3 === true;
  if (mode === 'mobile') return flags.MOBILENUMREG3 === true;
  return flags[AUTO_USERNAME_FLAG] !== false;
}

/** The password rule; null when the password is acceptable, else the refusal's message. */
function passwordError(merchant: MerchantState, mode: RegisterMode, password: JsonValue | undefined): string | null {
  if (typeof password !== 'string') return REGISTER_MESSAGES.passwordWeak;
  const placeholderAllowed = mode !== 'username' && merchant.seed.whitelabelVal[MOBILE_REGISTER_PASSWORD_FLAG] === false;
  if (password === DEFAULT_PASSWORD) return placeholderAllowed ? null : REGISTER_MESSAGES.passwordWeak;
  const rule = merchant.seed.registerRules.password;
  return ruleRefusal(rule, password) === null ? null : ruleMessage('A password', rule);
}

/**
 * The first extra field the payload breaks: an empty one only when its rule has a minimum (the
 * form shows it as optional otherwise); a field without a rule is not asked for, so not checked.
 */
function extraFieldRefusal(merchant: MerchantState, payload: Payload): { code: string; message: string } | null {
  for (const { field, words, code } of EXTRA_FIELDS) {
    const rule = merchant.seed.registerRules[field];
    if (rule === undefined) continue;
    const value = typeof payload[field] === 'string' ? payload[field].trim() : '';
    if (value === '' && rule.minLength === 0) continue;
    if (ruleRefusal(rule, value) !== null) return { code, message: ruleMessage(words, rule) };
  }
  return null;
}

/** `u` and 7 digits, not yet used by the merchant. */
function generateUsername(state: SimState, merchant: string): string {
  for (;;) {
    const name = `u${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    if (state.findMemberIgnoringCase(merchant, name) === undefined) return name;
  }
}

/** What the simulator keeps of a registration's context (shown by GET /__sim/members). */
export function registrationOf(payload: Payload, referrer: Member | undefined): RegistrationRecord {
  return {
    affiliateCode: text(payload.affiliateCode),
    referralCode: text(payload.referralCode),
    pixelTrack: payload.pixelTrack ?? null,
    registerMethod: text(payload.registerMethod),
    registerUrl: text(payload.registerUrl),
    domain: text(payload.domain),
    loginDeviceId: text(payload.loginDeviceId),
    realName: text(payload.realName),
    referrer: referrer === undefined ? null : { id: referrer.id, username: referrer.username },
  };
}

/**
 * The referrer named by the payload's referralCode: a member of this merchant (their code, see
 * routes/member.ts), or undefined. A code from an ad link may be free text, so a public
 * registration (login: true) keeps an unknown code as it is; a registration without login is made
 * for someone else (an agent's downline) and must name a member, so `null` refuses it.
 */
function referrerOf(state: SimState, merchant: string, payload: Payload): Member | undefined | null {
  const code = text(payload.referralCode);
  if (code === null) return undefined;
  const referrer = memberByReferralCode(state, merchant, code);
  if (referrer === undefined && payload.login !== true) return null;
  return referrer;
}

function fail(
  c: Context<WpsEnv>,
  key: Exclude<
    keyof typeof REGISTER_ERROR_CODES,
    'usernameInvalid' | 'mobileInvalid' | 'passwordWeak' | 'referralCodeInvalid' | 'emailInvalid' | 'realNameInvalid'
  >,
): Response {
  return sendFailure(c, REGISTER_ERROR_CODES[key], REGISTER_MESSAGES[key]);
}

/** The rules in order: mode on, username or mobile, password, the extra fields' rules, referral code, captcha (checked last, so a refused field does not spend it), then the member. */
function register(c: Context<WpsEnv>, state: SimState, mode: RegisterMode, payload: JsonValue): Response {
  const merchant = c.get('merchant');
  const code = merchant.seed.code;
  if (!isObject(payload)) return sendFailure(c, ERROR_CODES.requestBodyRequired, REGISTER_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  if (!modeAllowed(merchant, mode)) return sendFailure(c, ERROR_CODES.functionNotAvailable, REGISTER_MESSAGES.modeOff);

  let username: string;
  let mobileNum = '';
  let dialing = merchant.seed.countryDialingCode;
  if (mode === 'username') {
    const wanted = typeof payload.username === 'string' ? payload.username.trim() : '';
    const rule = merchant.seed.registerRules.username;
    if (ruleRefusal(rule, wanted) !== null) return sendFailure(c, REGISTER_ERROR_CODES.usernameInvalid, ruleMessage('A username', rule));
    if (state.findMemberIgnoringCase(code, wanted) !== undefined) return fail(c, 'usernameExists');
    username = wanted;
  } else if (mode === 'mobile') {
    const raw = typeof payload.mobileNum === 'string' ? payload.mobileNum.trim() : '';
    if (raw === '') return fail(c, 'mobileRequired');
    const rule = merchant.seed.registerRules.mobileNum;
    if (ruleRefusal(rule, raw) !== null) return sendFailure(c, REGISTER_ERROR_CODES.mobileInvalid, ruleMessage('A mobile number', rule));
    const given = typeof payload.countryDialingCode === 'string' ? normaliseDialingCode(payload.countryDialingCode) : '';
    if (given !== '') dialing = given;
    mobileNum = normaliseMobile(raw);
    if (state.findMemberByMobile(code, mobileNum, dialing) !== undefined) return fail(c, 'mobileExists');
    username = mobileNum;
    if (state.findMemberIgnoringCase(code, username) !== undefined) username = generateUsername(state, code);
  } else {
    username = generateUsername(state, code);
  }
  const weak = passwordError(merchant, mode, payload.password);
  if (weak !== null) return sendFailure(c, REGISTER_ERROR_CODES.passwordWeak, weak);
  const extra = extraFieldRefusal(merchant, payload);
  if (extra !== null) return sendFailure(c, extra.code, extra.message);
  const referrer = referrerOf(state, code, payload);
  if (referrer === null) return fail(c, 'referralInvalid');
  const captchaError = checkCaptcha(state.captcha, merchant.seed, payload, 'register');
  if (captchaError !== null) return sendFailure(c, ERROR_CODES.geetestCaptcha, captchaError);

  const member = createMember(state, merchant, { username, password: payload.password as string, mobileNum, dialing, payload, referrer });
  if (payload.login !== true)
    return sendOk(c, { id: member.id, customerId: member.id, userName: member.username, customerName: member.username });
  const session = state.sessions.create(code, member.id);
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

/** What every newly registered member starts with: a plain member at the first club level, no second factor. */
export function newMemberDefaults(state: SimState, merchant: MerchantState, username: string) {
  return {
    merchant: merchant.seed.code,
    username,
    type: 0,
    nickname: username,
    language: merchant.seed.defaultLanguage,
    regDate: state.now(),
    clubLabel: { labelName: 'Bronze', type: 'VIP', rankLevel: 1 },
    passwordExpired: false,
    secondFactor: [],
    payeeName: '',
    gaSecret: '',
    gaCode: '',
    rankProgress: { completedConditions: 0, totalExpectedConditions: 3, labelId: 2 },
    balance: 0,
    // Registration logs the new member in; the simulator places no address, so no location.
    lastLogin: state.now(),
    lastLoginLocation: '',
    identityProvider: null,
  } as const;
}

function createMember(
  state: SimState,
  merchant: MerchantState,
  fields: { username: string; password: string; mobileNum: string; dialing: string; payload: Payload; referrer: Member | undefined },
): Member {
  return state.addMember({
    ...newMemberDefaults(state, merchant, fields.username),
    password: fields.password,
    countryDialingCode: fields.dialing,
    mobileNum: fields.mobileNum,
    email: text(fields.payload.email) ?? '',
    purpose: 'registered through the simulator',
    registration: registrationOf(fields.payload, fields.referrer),
  });
}

function moduleIdError(c: Context<WpsEnv>, expected: string): Response | null {
  if (c.req.header('moduleid') === expected) return null;
  return sendFailure(c, ERROR_CODES.functionNotAvailable, REGISTER_MESSAGES.moduleId(expected), HTTP_BAD_REQUEST);
}

async function plainPayload(c: Context<WpsEnv>): Promise<JsonValue> {
  try {
    return (await c.req.json()) as JsonValue;
  } catch {
    return null;
  }
}

/** PUT /wps/member/register, /register/mobile (encrypted) and /register/autoUsername (plain). */
export function registerRegisterRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.put('/member/register', async (c) => {
    const refused = moduleIdError(c, 'REG3');
    if (refused) return refused;
    const payload = await readEncryptedPayload(c);
    if (payload instanceof Response) return payload;
    return register(c, state, 'username', payload);
  });
  router.put('/member/register/mobile', async (c) => {
    const refused = moduleIdError(c, 'MOBILENUMREG3');
    if (refused) return refused;
    const payload = await readEncryptedPayload(c);
    if (payload instanceof Response) return payload;
    return register(c, state, 'mobile', payload);
  });
  router.put('/member/register/autoUsername', async (c) => register(c, state, 'autoUsername', await plainPayload(c)));
}
