import { PATHS } from './paths';

/** Where a go-to-activity button leads: a page, or the app-download callback (spec 001 §2). */
export type GoToTarget = { kind: 'path'; path: string } | { kind: 'app-download' };

/** Spec 001 §2, the go-to-activity table. */
const TARGETS: Readonly<Record<string, GoToTarget>> = {
  LOGIN: { kind: 'path', path: PATHS.activitySignIn },
  REGISTER: { kind: 'path', path: PATHS.activityNoviceTask },
  SAVIOR: { kind: 'path', path: PATHS.activityRescue },
  DEPOSIT: { kind: 'path', path: PATHS.voucherCenter },
  FIRST_DEPOSIT: { kind: 'path', path: PATHS.voucherCenter },
  SECOND_DEPOSIT: { kind: 'path', path: PATHS.voucherCenter },
  THIRD_DEPOSIT: { kind: 'path', path: PATHS.voucherCenter },
  FOURTH_DEPOSIT: { kind: 'path', path: PATHS.voucherCenter },
  FIFTH_DEPOSIT: { kind: 'path', path: PATHS.voucherCenter },
  DEPOSIT_COUNT: { kind: 'path', path: PATHS.voucherCenter },
  DEPOSIT_BET_BONUS: { kind: 'path', path: PATHS.voucherCenter },
  REFERRAL: { kind: 'path', path: PATHS.inviteFriends },
  MISSION: { kind: 'path', path: PATHS.leaderBoard },
  UPGRADE_BONUS: { kind: 'path', path: PATHS.memberBenefits },
  APP_DOWNLOAD: { kind: 'app-download' },
};

/**
 * The table's target for a promotion type, before any rule about who sees a button: where the
 * reward centre's tiles lead and which page a promotion belongs to. Null for a type it does not know.
 */
export function tableTarget(promotionType: string | undefined): GoToTarget | null {
  return (promotionType && TARGETS[promotionType.toUpperCase()]) || null;
}

/** Spec 001 §3, §5: member types 0, 1 and 2 see go-to buttons; only type 0 the referral one. */
const GO_TO_MEMBER_TYPES: readonly number[] = [0, 1, 2];
const REFERRAL_MEMBER_TYPE = 0;

export interface GoToContext {
  /** The member's type; -1 (or undefined) for a visitor. */
  memberType: number | undefined;
  /** Whether the VIP benefits are shown (club label type AUTO). */
  vipBenefitsShown: boolean;
  /** Whether the shell handed over an app-download callback (the install prompts provide it). */
  hasAppDownload: boolean;
}

/**
 * Spec 001 §5: the button's target for a promotion type, or null when it is hidden: member type
 * not 0, 1 or 2; REFERRAL unless type 0; UPGRADE_BONUS without VIP benefits; APP_DOWNLOAD
 * without a callback; a type the table does not know.
 */
export function goToTarget(promotionType: string | undefined, context: GoToContext): GoToTarget | null {
  const target = tableTarget(promotionType);
  if (!target || context.memberType === undefined || !GO_TO_MEMBER_TYPES.includes(context.memberType)) return null;
  const type = promotionType?.toUpperCase();
  if (type === 'REFERRAL' && context.memberType !== REFERRAL_MEMBER_TYPE) return null;
  if (type === 'UPGRADE_BONUS' && !context.vipBenefitsShown) return null;
  if (target.kind === 'app-download' && !context.hasAppDownload) return null;
  return target;
}
