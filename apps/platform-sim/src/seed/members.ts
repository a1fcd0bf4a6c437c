import type { ClubLabel, MemberSeed, MemberType, RankProgressSeed, SecondFactorMethod } from './types';

/** Password of every seeded account except the default-password one. */
const SEED_PASSWORD = 'Passw0rd!';

/** The platform's placeholder password that forces a change at login (spec 000 §5). */
export const DEFAULT_PASSWORD = '{secret}';

/** Every member's authenticator-app (TOTP) secret; a current code from it passes the authenticator check. */
export const SEED_GA_SECRET = 'JBSWY3DPEHPK3PXP';

const GA_CODE_MULTIPLIER = 31_337;
const GA_CODE_MODULUS = 1_000_000;

/**
 * The member's fixed authenticator code: six digits derived from the id ((id × 31337) mod 10^6,
 * zero-padded), so a test can read it from GET /__sim/members or work it out.
 */
export function gaCodeFor(id: number): string {
  return String((id * GA_CODE_MULTIPLIER) % GA_CODE_MODULUS).padStart(6, '0');
}

const REGISTERED_AT = Date.UTC(2024, 0, 15, 8, 30);
/** The seeded members' last login before the simulator started: a recent evening, an hour apart. */
const LAST_LOGIN_AT = Date.UTC(2026, 4, 2, 11, 45);
const HOUR_MS = 3_600_000;

const BRONZE: ClubLabel = { labelName: 'Bronze', type: 'VIP', rankLevel: 1, color: '#c98a5a', color2: '#8d5a35' };
// AUTO: the label the platform assigns by rank progress, the one whose benefits page the app links
// to (docs/platform-calls.md, `GET /wps/member/info`).
const GOLD: ClubLabel = { labelName: 'Gold', type: 'AUTO', rankLevel: 3, color: '#f7d774', color2: '#d4a017' };

interface MemberDraft {
  username: string;
  purpose: string;
  type?: MemberType;
  password?: string;
  passwordExpired?: boolean;
  secondFactor?: readonly SecondFactorMethod[];
  identityEmail?: string;
  clubLabel?: ClubLabel;
  rankProgress?: RankProgressSeed;
  balance?: number;
}

interface MerchantDefaults {
  merchant: string;
  firstId: number;
  language: string;
  countryDialingCode: string;
  /** National numbers are this prefix plus the member's two-digit index. */
  mobilePrefix: string;
  payeeName: string;
  /** Where the merchant's members logged in from last (member info's `lastLoginLocation`). */
  lastLoginLocation: string;
}

/** Builds one merchant's members so each row of the seed says only what makes the account special. */
function membersOf(defaults: MerchantDefaults, drafts: readonly MemberDraft[]): MemberSeed[] {
  return drafts.map((draft, index) => {
    const ordinal = String(index + 1).padStart(2, '0');
    const id = defaults.firstId + index;
    const clubLabel = draft.clubLabel ?? BRONZE;
    return {
      id,
      merchant: defaults.merchant,
      username: draft.username,
      password: draft.password ?? SEED_PASSWORD,
      type: draft.type ?? 0,
      nickname: draft.username.replace(/\d+$/, '').replace(/^./, (first) => first.toUpperCase()),
      language: defaults.language,
      countryDialingCode: defaults.countryDialingCode,
      mobileNum: `${defaults.mobilePrefix}${ordinal}`,
      email: `${draft.username}@${defaults.merchant}.example`,
      regDate: REGISTERED_AT + index * 86_400_000,
      clubLabel,
      passwordExpired: draft.passwordExpired ?? false,
      secondFactor: draft.secondFactor ?? [],
      payeeName: defaults.payeeName,
      gaSecret: SEED_GA_SECRET,
      gaCode: gaCodeFor(id),
      // Working towards the next label: one of three conditions done unless the row says otherwise.
      rankProgress: draft.rankProgress ?? { completedConditions: 1, totalExpectedConditions: 3, labelId: clubLabel.rankLevel + 1 },
      // Each account a different figure, so a test sees whose balance the app shows.
      balance: draft.balance ?? 1000 + index * 250,
      lastLogin: LAST_LOGIN_AT - index * HOUR_MS,
      lastLoginLocation: defaults.lastLoginLocation,
      identityProvider: draft.identityEmail === undefined ? null : { providerId: 'google.com', email: draft.identityEmail },
      purpose: draft.purpose,
    };
  });
}

const DEMO_MEMBERS = membersOf(
  {
    merchant: 'demo',
    firstId: 1001,
    language: 'EN',
    countryDialingCode: '63',
    mobilePrefix: '91700000',
    payeeName: 'Juan Dela Cruz',
    lastLoginLocation: 'Manila, Philippines',
  },
  [
    {
      username: 'player01',
      purpose: 'plain member (type 0)',
      clubLabel: GOLD,
      rankProgress: { completedConditions: 2, totalExpectedConditions: 4, labelId: 4 },
      balance: 1520.5,
    },
    { username: 'agent01', purpose: 'agent, type 1', type: 1 },
    { username: 'agent02', purpose: 'agent, type 2', type: 2 },
    { username: 'nochat01', purpose: 'type 4: no chat permission, no language sync', type: 4 },
    { username: 'default01', purpose: 'default password {secret}: forced change', password: DEFAULT_PASSWORD },
    { username: 'expired01', purpose: 'expired password: forced change (flag on)', passwordExpired: true },
    { username: 'email2fa', purpose: 'second factor: email', secondFactor: ['email'] },
    { username: 'ga2fa', purpose: 'second factor: authenticator app', secondFactor: ['ga'] },
    { username: 'sms2fa', purpose: 'second factor: SMS', secondFactor: ['sms'] },
    { username: 'payee2fa', purpose: 'second factor: payee name', secondFactor: ['payeeName'] },
    { username: 'multi2fa', purpose: 'second factor: all four methods', secondFactor: ['payeeName', 'sms', 'ga', 'email'] },
    { username: 'google01', purpose: 'linked to the identity provider (google.com)', identityEmail: 'google01@example.com' },
  ],
);

const DEMO2_MEMBERS = membersOf(
  {
    merchant: 'demo2',
    firstId: 2001,
    language: 'VI',
    countryDialingCode: '84',
    mobilePrefix: '9120000',
    payeeName: 'Nguyen Van An',
    lastLoginLocation: 'Hà Nội, Việt Nam',
  },
  [
    { username: 'player01', purpose: 'plain member (type 0)' },
    { username: 'agent01', purpose: 'agent, type 1', type: 1 },
    { username: 'agent02', purpose: 'agent, type 2', type: 2 },
    { username: 'nochat01', purpose: 'type 4: no chat permission', type: 4 },
    { username: 'default01', purpose: 'default password {secret}: forced change', password: DEFAULT_PASSWORD },
    { username: 'expired01', purpose: 'expired password: no forced change (flag off)', passwordExpired: true },
    { username: 'email2fa', purpose: 'second factor: email', secondFactor: ['email'] },
  ],
);

export const MEMBERS: readonly MemberSeed[] = [...DEMO_MEMBERS, ...DEMO2_MEMBERS];
