/** Shapes of the calls this client makes; fields follow protocol.md and the simulator's README. */

export interface SystemStatus {
  maintenance: boolean;
  maintenanceEnd: number | null;
  maintenanceTitle?: string;
  maintenanceDesc?: string;
  regionRestriction: boolean;
  ip?: string;
  restrictionDesc?: string;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name?: string;
}

export interface CountryList {
  countryCode: string;
  countryDialingCode: string;
  countries: Country[];
}

export interface CustomerServiceEntry {
  csType: string;
  csPosition?: string;
  path: string;
  name?: string;
}

/** The merchant-settings call (`GET /wps/system/config`): white-label flags and per-merchant settings. */
export interface MerchantConfig {
  merchantCode: string;
  merchantName: string;
  logo?: string;
  languages?: string[];
  defaultLanguage?: string;
  whitelabelVal: Record<string, boolean>;
  gw?: {
    GEETEST_ID?: string;
    GEETEST_VERSION?: string;
    PROFILE_ICON_COUNT?: number;
    GEETEST_API_HOSTS?: string[];
    GEETEST_STATIC_HOSTS?: string[];
  };
  register?: { captcha?: { enabled?: boolean } };
  sms?: { provider?: string; apiKey?: string };
  currency?: string;
  currencySymbol?: string;
  customerService?: CustomerServiceEntry[];
  domainList?: string[];
  imageCDNs?: string[];
  theme?: Record<string, string>;
  /** Download links (protocol.md: the settings' `resources`; spec 001 §3 downloadable link). */
  resources?: DownloadableLink[];
  /** The install prompts' settings; the shape is ours (apps/platform-sim/README.md, "App download"). */
  appDownload?: Partial<AppDownloadSettings>;
}

/** Spec 001 §3: resourceType Android, IOS, MOBILECONFIG, AppDownloadIcon (social links share the list). */
export interface DownloadableLink {
  resourceType: string;
  url: string;
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
}
