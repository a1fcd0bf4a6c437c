import type { Context, Hono } from 'hono';
import { readEncryptedPayload } from '../wps/encrypted-payload';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { DEFAULT_PASSWORD } from '../seed/members';
import { authenticate } from '../wps/session-auth';
import type { Member, SimState } from '../state/sim-state';

const HTTP_BAD_REQUEST = 400;
/** Shortest new password the simulator accepts (the identity library's default, spec 000 §5). */
const MIN_PASSWORD_LENGTH = 6;
/** The password change's module id, as the platform's desktop client sends it (docs/platform-calls.md). */
const PASSWORD_MODULE_ID = 'PASS3';

const MEMBER_MESSAGES = {
  badPayload: 'request body required',
  oldPassword: 'The current password is not correct',
  weak: `The new password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  placeholder: 'Choose a password of your own',
  same: 'The new password must differ from the current one',
  confirm: 'The two new passwords are not the same',
  moduleId: `This call needs the ModuleId ${PASSWORD_MODULE_ID}`,
  language: (language: string) => `Language ${language} is not offered`,
} as const;

/** Digits shown at each end of a masked mobile number. */
const MOBILE_VISIBLE_HEAD = 3;
const MOBILE_VISIBLE_TAIL = 3;
const MOBILE_MASK = '****';

/** Masks the national number the way the platform shows it: only the ends stay readable. */
export function maskMobile(dialingCode: string, mobileNum: string): string {
  if (mobileNum.length <= MOBILE_VISIBLE_HEAD + MOBILE_VISIBLE_TAIL) return `+${dialingCode} ${MOBILE_MASK}`;
  return `+${dialingCode} ${mobileNum.slice(0, MOBILE_VISIBLE_HEAD)}${MOBILE_MASK}${mobileNum.slice(-MOBILE_VISIBLE_TAIL)}`;
}

/**
 * Ours: every member's referral code, stable because it comes from the id (`R` + id, e.g. R1002).
 * The agent's referral link is `/m/register?r=<code>`; a register call carrying it records the
 * member as the new member's referrer (routes/register.ts).
 */
export function referralCodeFor(id: number): string {
  return `R${id}`;
}

/** The merchant's member whose referral code this is (any case), if any. */
export function memberByReferralCode(state: SimState, merchant: string, code: string): Member | undefined {
  const wanted = code.trim().toUpperCase();
  return state.members.find((member) => member.merchant === merchant && referralCodeFor(member.id) === wanted);
}

function memberInfo(member: Member) {
  return {
    type: member.type,
    language: member.language,
    clubLabel: { ...member.clubLabel },
    nickname: member.nickname,
    account: member.username,
    regDate: member.regDate,
    mobile: maskMobile(member.countryDialingCode, member.mobileNum),
    referralCode: referralCodeFor(member.id),
    lastLogin: member.lastLogin,
    lastLoginLocation: member.lastLoginLocation,
  };
}

export type MemberInfo = ReturnType<typeof memberInfo>;

/** Value of GET /wps/relay/MCSFE_getPlayerRankProgress. */
function rankProgress(member: Member) {
  const { completedConditions, totalExpectedConditions, labelId } = member.rankProgress;
  return { currentProgress: { completedConditions, totalExpectedConditions }, playerRankProgress: { labelId } };
}

export type RankProgress = ReturnType<typeof rankProgress>;

/** The password change's refusal, or null when newPassword may replace oldPassword. */
function passwordProblem(
  member: Member,
  { oldPassword, newPassword, confirmNewPassword }: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): { code: string; message: string } | null {
  if (oldPassword !== member.password) return { code: ERROR_CODES.passwordOld, message: MEMBER_MESSAGES.oldPassword };
  if (confirmNewPassword !== newPassword) return { code: ERROR_CODES.passwordConfirm, message: MEMBER_MESSAGES.confirm };
  if (newPassword.length < MIN_PASSWORD_LENGTH) return { code: ERROR_CODES.passwordWeak, message: MEMBER_MESSAGES.weak };
  if (newPassword === DEFAULT_PASSWORD) return { code: ERROR_CODES.passwordWeak, message: MEMBER_MESSAGES.placeholder };
  if (newPassword === oldPassword) return { code: ERROR_CODES.passwordSame, message: MEMBER_MESSAGES.same };
  return null;
}

async function changePassword(c: Context<WpsEnv>, state: SimState): Promise<Response> {
  if (c.req.header('moduleid') !== PASSWORD_MODULE_ID) {
    return sendFailure(c, ERROR_CODES.functionNotAvailable, MEMBER_MESSAGES.moduleId, HTTP_BAD_REQUEST);
  }
  const auth = authenticate(c, state);
  if (!auth.ok) return auth.response;
  const payload = await readEncryptedPayload(c);
  if (payload instanceof Response) return payload;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return sendFailure(c, ERROR_CODES.requestBodyRequired, MEMBER_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  }
  const { oldPassword, newPassword, confirmNewPassword } = payload;
  if (typeof oldPassword !== 'string' || typeof newPassword !== 'string' || typeof confirmNewPassword !== 'string') {
    return sendFailure(c, ERROR_CODES.requestBodyRequired, MEMBER_MESSAGES.badPayload, HTTP_BAD_REQUEST);
  }
  const problem = passwordProblem(auth.member, { oldPassword, newPassword, confirmNewPassword });
  if (problem !== null) return sendFailure(c, problem.code, problem.message);
  auth.member.password = newPassword;
  auth.member.passwordExpired = false;
  return sendOk(c, null);
}

/** Every language code a seeded merchant offers, upper case (the platform's codes, spec 000 §1). */
function knownLanguages(state: SimState): Set<string> {
  return new Set(state.seed.merchants.flatMap((merchant) => merchant.languages.map((language) => language.toUpperCase())));
}

/**
 * The member's own calls, each behind a session (Authorization: the raw token; none or unknown:
 * 401 login.not.session): info, the encrypted password change (POST, PASS3, with the new password
 * typed twice, as the platform's desktop client sends it), the language and the rank progress.
 */
export function registerMemberRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/member/info', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, memberInfo(auth.member));
  });

  router.post('/member/password', (c) => changePassword(c, state));

  router.put('/member/language', async (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const body = await readJsonObject(c);
    if (body === null || typeof body.language !== 'string' || body.language.trim() === '') {
      return sendFailure(c, ERROR_CODES.requestBodyRequired, MEMBER_MESSAGES.badPayload, HTTP_BAD_REQUEST);
    }
    const language = body.language.trim().toUpperCase();
    if (!knownLanguages(state).has(language)) return sendFailure(c, ERROR_CODES.languageInvalid, MEMBER_MESSAGES.language(language));
    auth.member.language = language;
    return sendOk(c, null);
  });

  router.get('/relay/MCSFE_getPlayerRankProgress', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, rankProgress(auth.member));
  });
}
