/**
 * The platform's shapes that several packages share (the status call's settings, the member);
 * fields follow docs/platform-calls.md and the simulator's README. A shape one package alone reads
 * lives with its call, in that package's `src/server-data/`.
 */

/**
 * `GET /wps/system/status`, the boot call (docs/platform-calls.md, `GET /wps/system/status`): the
 * switches, the caller's address, and the merchant's settings in `info`. The maintenance texts and
 * end time are the simulator's (the platform's were not seen).
 */
export interface SystemStatus {
  maintenance: boolean;
  maintenanceEnd?: number | null;
  maintenanceTitle?: string;
  maintenanceDesc?: string;
  regionRestriction: boolean;
  location?: { ip?: string };
  restrictionDesc?: string;
  info?: StatusInfo;
}

/** A node of the white-label tree: `enabled` is '1' or '0'; children switch features of their own. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0' | string;
  childrenNodes?: WhitelabelNode[] | null;
}

export interface StatusResource {
  resourceType: string;
  url: string;
}

/** One register field's rule; '*' as the pattern accepts anything. Lengths come as numbers or digit strings. */
export interface RegisterFieldRule {
  acceptedPattern?: string | null;
  minLength?: number | string | null;
  maxLength?: number | string | null;
  patternId?: string | number | null;
}

/** Captcha settings: not seen in any platform call; the simulator adds them (its README), else the merchant file's. */
interface CaptchaSettings {
  GEETEST_ID?: string;
  GEETEST_VERSION?: string;
  GEETEST_RISK_APP_ID?: string;
  PROFILE_ICON_COUNT?: number;
  GEETEST_API_HOSTS?: string[];
  GEETEST_STATIC_HOSTS?: string[];
}

/** `value.info` of the status call. `gw`, `sms`, `registerCaptcha` and the currency are ours (see CaptchaSettings). */
interface StatusInfo {
  customerService?: CustomerServiceEntry[];
  domainRoute?: string[];
  resources?: StatusResource[];
  whitelabel?: WhitelabelNode | WhitelabelNode[];
  register?: Record<string, RegisterFieldRule>;
  mainDomain?: string;
  analytics?: AnalyticsSettings;
  imageCDNs?: string[];
  launchGameCDNs?: string[];
  gw?: CaptchaSettings;
  sms?: { provider?: string; apiKey?: string };
  registerCaptcha?: boolean;
  currency?: string;
  currencySymbol?: string;
  /** The install prompts' settings; the shape is ours (apps/platform-sim/README.md, "App download"). */
  appDownload?: Partial<AppDownloadSettings>;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name?: string;
}

export interface CustomerServiceEntry {
  csType: string;
  csPosition?: string | number;
  path: string;
  name?: string;
}

/**
 * The merchant's advertising pixels (the platform was seen sending `analytics.gtagId`; the other
 * vendors' ids, ours, sit beside it). `consentRequired`: no pixel loads before the player agrees.
 * `scriptUrls`: where each vendor's script is fetched instead of the vendor's own address.
 */
export interface AnalyticsSettings {
  gtagId?: string;
  facebookPixelId?: string;
  tiktokPixelId?: string;
  kwaiPixelId?: string;
  consentRequired?: boolean;
  scriptUrls?: Partial<Record<'facebook' | 'tiktok' | 'kwai' | 'google', string>>;
}

/** -1 or an empty list switches a rule off (spec 001 §9). */
export interface AppDownloadSettings {
  a2hsMaxCloseTimes: number;
  a2hsDepositDomains: string[];
  a2hsDepositTimes: number;
  downloadBarMinVipRank: number;
  forcedDownloadDomains: string[];
  forcedDownloadDepositTimes: number;
  forcedDownloadMaxCloseTimes: number;
  forcedDownload: boolean;
}

interface ClubLabel {
  labelName: string;
  type: string;
  rankLevel: number;
  /** The label's colours (a badge's fill and its second colour), where the platform sends them. */
  color?: string;
  color2?: string;
}

export interface MemberInfo {
  type: number;
  language?: string;
  clubLabel?: ClubLabel;
  nickname?: string;
  account?: string;
  regDate?: number;
  mobile?: string;
  /** The member's own code for the referral link (`/m/register?r=<code>`); an agent's downline carries it. */
  referralCode?: string;
  /** When the member last logged in (ms since the epoch; a date text on some servers). */
  lastLogin?: number | string;
  /** Where that login came from, as the platform words it (a place, or an address). */
  lastLoginLocation?: string;
}
