import type { Hono } from 'hono';
import { sendOk } from '../envelope';
import type { WpsDeps, WpsEnv } from '../env';
import { authenticate } from '../session-auth';
import type { Member } from '../state';

/** Digits shown at each end of a masked mobile number. */
const MOBILE_VISIBLE_HEAD = 3;
const MOBILE_VISIBLE_TAIL = 3;
const MOBILE_MASK = '****';

/** Masks the national number the way the platform shows it: only the ends stay readable. */
export function maskMobile(dialingCode: string, mobileNum: string): string {
  if (mobileNum.length <= MOBILE_VISIBLE_HEAD + MOBILE_VISIBLE_TAIL) return `+${dialingCode} ${MOBILE_MASK}`;
  return `+${dialingCode} ${mobileNum.slice(0, MOBILE_VISIBLE_HEAD)}${MOBILE_MASK}${mobileNum.slice(-MOBILE_VISIBLE_TAIL)}`;
}

export function memberInfo(member: Member) {
  return {
    type: member.type,
    language: member.language,
    clubLabel: { ...member.clubLabel },
    nickname: member.nickname,
    account: member.username,
    regDate: member.regDate,
    mobile: maskMobile(member.countryDialingCode, member.mobileNum),
  };
}

export type MemberInfo = ReturnType<typeof memberInfo>;

export function registerMemberRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/member/info', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, memberInfo(auth.member));
  });
}
