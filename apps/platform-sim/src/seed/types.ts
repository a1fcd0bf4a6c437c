import type { SeedGame, WinnerSeed } from './game-catalogue';
import type { AppDownloadSettings, DownloadResourceType } from './app-download';
import type { ReferralSeed } from './referral';

import type { SeedLane } from './games';
/**
 * Shapes of the simulator's seed data. The seed is plain data so that a test can pass its own
 * (createSimApp({ seed })) and /__sim/reset can rebuild the live state from it.
 */

/** Member types of spec 000 §3 and 001 §6: 0 member, 1 and 2 agents, 4 member without chat. -1 (visitor) is never stored. */
export type MemberType = 0 | 1 | 2 | 4;

/** Second-factor methods named in the login_verify_required flags (docs/platform-calls.md, `POST /wps/session/login`). */
export type SecondFactorMethod = 'email' | 'ga' | 'sms' | 'payeeName';

type GeetestVersion = 'v3' | 'v4';

export interface CountrySeed {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** The chat vendor a customer-service entry opens: one of the five spec 001 §3 names. */
type CustomerServiceType = 'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP';

interface CustomerServiceSeed {
  csType: CustomerServiceType;
  /** Ours: the spec names the field only; the simulator uses it as the entry's order on screen, 1 first. */
  csPosition: number;
  /**
   * The chat link, obfuscated as the platform does it (seed/service-paths.ts):
   * Base64 of a DES cipher text followed by its 8-character key. A plain value stands for one whose
   * decoding fails; the client then uses it as is (spec 001 §7).
   */
  path: string;
  name: string;
}

export interface ClubLabel {
  labelName: string;
  /** Ours: the spec names the field only. */
  type: string;
  rankLevel: number;
  /** The label's colours, as member info carries them (docs/platform-calls.md, member info). */
  color: string;
  color2: string;
}

/** Promotion types `MCSFE_getMerchantAvailablePromotions` reports (spec 001 §3: availablePromotions). */
export type PromotionType = 'APP_DOWNLOAD' | 'REFERRAL';

/** `info.resources` entries of the status call: Android, IOS, MOBILECONFIG, AppDownloadIcon and social links. */
interface ResourceSeed {
  resourceType: string;
  url: string;
}

/** The register fields the platform's rules were seen naming: every merchant has a rule for each. */
export type BasicRegisterField = 'username' | 'password' | 'mobileNum';
/**
 * Ours (the platform's other field names were not seen): a rule for one of these adds the field to
 * the registration form, a merchant without one does not ask for it. `referralCode` is the spec's
 * register payload field; `email` and `realName` are ours.
 */
export type ExtraRegisterField = 'referralCode' | 'email' | 'realName';
export type RegisterField = BasicRegisterField | ExtraRegisterField;

/** One field's rule as the platform sends it; '*' as the pattern accepts anything. */
export interface RegisterRuleSeed {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
}

/** The merchant's advertising pixels (ours, beside the platform's `analytics.gtagId`); empty ids mean the vendor is not used. */
export interface AnalyticsSeed {
  gtagId: string;
  facebookPixelId: string;
  tiktokPixelId: string;
  kwaiPixelId: string;
  /** Players are asked before any pixel loads. */
  consentRequired: boolean;
}

export interface MerchantSeed {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  /**
   * Which of the platform's two balance answers this merchant's server gives (docs/platform-calls.md,
   * balance): `rows`, a list of wallet rows; `object`, one wallet object. The app reads both.
   */
  walletAnswer: 'rows' | 'object';
  countryCode: string;
  countryDialingCode: string;
  /** Countries offered in the dialling-code picker, the merchant's own first. */
  countryCodes: readonly string[];
  /** Interface languages the merchant offers (codes of spec 000 §1). */
  languages: readonly string[];
  defaultLanguage: string;
  whitelabelVal: Readonly<Record<string, boolean>>;
  gw: { GEETEST_ID: string; GEETEST_VERSION: GeetestVersion; PROFILE_ICON_COUNT: number };
  registerCaptcha: boolean;
  /**
   * Ours: wrong passwords in a row for one username after which its login asks for the image
   * captcha (captcha/image-captcha-check.ts). 0 asks from the first login; null never.
   */
  imageCaptchaAfter: number | null;
  sms: { provider: string; apiKey: string };
  analytics: AnalyticsSeed;
  customerService: readonly CustomerServiceSeed[];
  /**
   * `WPSCORE_getCustomerServiceScript`'s HTML: the merchant's chat widget. `{self}`
   * stands for the simulator's origin, `{other}` for an origin the app does not list (stand-ins/service-widget.ts).
   */
  serviceScripts: string;
  /** Which promotions run, for visitors and members alike. */
  promotions: Readonly<Record<PromotionType, boolean>>;
  /** Lines for the line-speed chooser (the status call's `info.domainRoute`); see placeholders.ts. */
  domainList: readonly string[];
  imageCDNs: readonly string[];
  /** Game launch hosts (`info.launchGameCDNs`); the client picks one at random. */
  launchGameCDNs: readonly string[];
  /** Social links (`info.resources` after the `downloads`), by the platform's resourceType names. */
  resources: readonly ResourceSeed[];
  /** The register field rules (`info.register`); the register calls check them as the platform would. */
  registerRules: Readonly<Record<BasicRegisterField, RegisterRuleSeed> & Partial<Record<ExtraRegisterField, RegisterRuleSeed>>>;
  /**
   * The brand's colours (banners, icons, the manifest's theme), and its logo's drawing on a 64 px
   * grid (`mark`, SVG): the same picture as the merchant's file in the app, so the platform's logo
   * replaces it without a visible change, as a merchant's real one would.
   */
  logo: { background: string; foreground: string; mark: string };
  /** Banners, popups, promotions and notices (routes/announcements.ts); POST /__sim/announcements replaces them. */
  announcements: AnnouncementSeed;
  maintenanceTitle: string;
  /** May hold simple HTML: the client sanitises it before showing it. */
  maintenanceDesc: string;
  restrictionDesc: string;
  /** Download links by resourceType; a missing type is a link the merchant did not set up. */
  downloads: Readonly<Partial<Record<DownloadResourceType, string>>>;
  appDownload: Readonly<AppDownloadSettings>;
  /** The referral programme the invite page's calls answer (seed/referral.ts); ours. */
  referral: ReferralSeed;
  /** The `desktop_app_feature` template (spec 001 §3): the app links the merchant's dynamic manifest. */
  desktopAppFeature: boolean;
  /** Game lanes of GCSGAME_newGameVendor (seed/games.ts). */
  lanes: readonly SeedLane[];
  /** Where the lanes sit in the answer: `value.data.lanes` or, as on some servers, `value.lanes`. */
  lanesAt: 'data' | 'value';
  /** Every game of the lanes' vendors (seed/game-catalogue.ts): the game list, hot games, winners, favourites and recent games read it. */
  games: readonly SeedGame[];
  /** `GCSGAME_hotGamesV2`'s games, by node id. */
  hotGames: readonly number[];
  /** `ODSFE2_getWinnerBoard`'s rows, by amount. */
  winners: readonly WinnerSeed[];
}

/**
 * A member's link to an identity-provider (Firebase) account. A google.com link matches by e-mail
 * (ignoring case) or uid, a phone link by phone number or uid (identity/identity-links.ts).
 */
export interface IdentityProviderLink {
  /** Firebase provider id (`google.com`, `phone`); the Auth emulator signs both in offline. */
  providerId: string;
  /** Emulator user ids change with every emulator run, so a seeded link is by e-mail. */
  email?: string;
  /** E.164, e.g. `+639170000001`. */
  phoneNumber?: string;
  /** The provider's user id, recorded when a link is made at run time (binding, registration). */
  uid?: string;
}

/** Progress towards the next club label. Ours: the live shape names the fields only. */
export interface RankProgressSeed {
  completedConditions: number;
  totalExpectedConditions: number;
  /** Id of the club label the member is working towards. */
  labelId: number;
  /** Turnover towards the next label, actual against expected (a third party saw these fields); absent: not reported. */
  monthlyTurnover?: { actual: number; expected: number };
  totalTurnover?: { actual: number; expected: number };
}

export interface MemberSeed {
  id: number;
  merchant: string;
  username: string;
  password: string;
  type: MemberType;
  nickname: string;
  /** Preferred interface language, compared with the app's after login (language sync). */
  language: string;
  countryDialingCode: string;
  /** National number without the dialling code; the SMS login's username. */
  mobileNum: string;
  email: string;
  /** Registration time, ms since the epoch. */
  regDate: number;
  clubLabel: ClubLabel;
  passwordExpired: boolean;
  /** Methods the login asks for (login_verify_required) because the member's IP is unrecognised. */
  secondFactor: readonly SecondFactorMethod[];
  payeeName: string;
  /** Base32 secret of the authenticator app (TOTP); a current TOTP code passes the authenticator check. */
  gaSecret: string;
  /** A fixed 6-digit authenticator code that always passes the authenticator check (tests type it). */
  gaCode: string;
  /** What GET /wps/relay/MCSFE_getPlayerRankProgress answers for the member. */
  rankProgress: RankProgressSeed;
  /** The member's money in the merchant's currency: GET /wps/v2/wallets/balance's `sumBalance`. */
  balance: number;
  /** Node ids of the member's favourite games, newest first (MCSFE_getFavoriteGames; the add and remove calls change them). */
  favouriteGames: readonly number[];
  /** Node ids of the games the member launched, newest first (GCS_recentGame; every launch records one). */
  recentGames: readonly number[];
  /** When the member last logged in, ms since the epoch (member info's `lastLogin`); each login sets it. */
  lastLogin: number;
  /** Where that login came from, as member info words it (`lastLoginLocation`); the simulator places no address, so it stays the seed's. */
  lastLoginLocation: string;
  identityProvider: IdentityProviderLink | null;
  /** What the account is for; shown by GET /__sim/members and in the README. */
  purpose: string;
}

export interface Seed {
  countries: readonly CountrySeed[];
  merchants: readonly MerchantSeed[];
  members: readonly MemberSeed[];
}

/** How a banner links (docs/platform-calls.md, Promotions, announcements and banners): a promotion, an address, or a game. */
type BannerLinkageType = 'P' | 'URL' | 'G';

/** A banner of `MCSFE_getListAnnouncements` (type B): its group says where it shows (home, m_popup1, m_popup2). */
export interface BannerSeed {
  bannerId: number;
  groupName: string;
  title: string;
  /** The image; the simulator serves it under /sim-assets/{merchant}/banners/. */
  url: string;
  linkageType?: BannerLinkageType;
  linkage?: string;
  externalLink?: boolean;
  redirectPromotionId?: number;
  gameType?: string;
  vendor?: string;
  roomId?: string;
  nodeId?: string;
}

/** A popup announcement (type PU). `forceRead` and `forcePopup` are ours: item flags, none were seen on the platform. */
export interface PopupSeed {
  id: number;
  title: string;
  /** HTML; the client sanitises it. */
  content: string;
  /** A logged in, B logged out, F first login. */
  execution: 'A' | 'B' | 'F';
  promotionType?: string;
  forceRead?: boolean;
  forcePopup?: boolean;
}

/** A promotion (type PR): category, images and dates (docs/platform-calls.md, Promotions and rewards). */
export interface PromotionSeed {
  id: number;
  title: string;
  category?: string;
  announcementImages: ReadonlyArray<{ sequence: number; url: string }>;
  startDate: number;
  endDate: number;
  /** Ours on a PR item (a popup item carries them): what it offers, as HTML, and its go-to type. */
  content?: string;
  promotionType?: string;
}

/** What `MCSFE_getListAnnouncements` has to give for a merchant, list by list. */
export interface AnnouncementSeed {
  banners: readonly BannerSeed[];
  popup: readonly PopupSeed[];
  promotion: readonly PromotionSeed[];
  /** The marquee notices (type PL): plain text or simple HTML (the client sanitises it). */
  player: ReadonlyArray<{ id: number; title: string; content: string }>;
}
