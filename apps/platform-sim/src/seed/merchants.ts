import { LINES_PLACEHOLDER, SERVICE_SCRIPT_OTHER, SERVICE_SCRIPT_SELF } from './placeholders';
import { CHAT_PAGE_PATH, SERVICE_WIDGET_BASE_PATH } from './stand-in-paths';
import { simDownloadLinks, type AppDownloadSettings } from './app-download';
import type { WhitelabelFlag } from './flags';
import { obfuscateServicePath } from './service-paths';
import { DEMO2_LANES, DEMO_LANES } from './games';
import { catalogueOf, HOT_GAME_IDS, winnersOf } from './game-catalogue';
import { DEMO2_ANNOUNCEMENTS, DEMO_ANNOUNCEMENTS } from './announcements';
import { DEMO2_REFERRAL, DEMO_REFERRAL } from './referral';
import type { MerchantSeed } from './types';

/** The merchant used when a request carries no Merchant header. */
export const DEFAULT_MERCHANT = 'demo';

/** All twenty interface languages of spec 000 §1, in the platform's order. */
const ALL_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
] as const;

const IMAGE_CDN = '/sim-assets/cdn';

/** A merchant's games from its lanes, and the hot games and winners among them. */
function gamesOf(lanes: MerchantSeed['lanes']): Pick<MerchantSeed, 'games' | 'hotGames' | 'winners'> {
  const games = catalogueOf(lanes);
  return { games, hotGames: HOT_GAME_IDS.filter((nodeId) => games.some((game) => game.nodeId === nodeId)), winners: winnersOf(games) };
}
/** The game frame is the simulator's own page (spec 001 §7 launch); one host, so the random pick is always it. */
const LAUNCH_GAME_CDN = '/sim-assets/game';

/** Register field rules as the platform sends them (docs/platform-calls.md, `GET /wps/system/status`); ids are ours. */
const REGISTER_RULES: MerchantSeed['registerRules'] = {
  username: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 16, patternId: 'ALPHANUMERIC' },
  password: { acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 'ANY' },
  mobileNum: { acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 15, patternId: 'DIGITS' },
};

/** Social links by the platform's resourceType names; the download links are `downloads` (app-download.ts). */
function resourcesOf(code: string): MerchantSeed['resources'] {
  return [{ resourceType: 'Facebook', url: `https://facebook.example/${code}` }];
}
/** Wrong passwords in a row before a username's login asks for the image captcha. */
const IMAGE_CAPTCHA_AFTER = 3;

/** Shared wording; `<b>` is there so the client's sanitised-HTML path is exercised. */
const MAINTENANCE_TITLE = 'System Maintenance';
const MAINTENANCE_DESC = '<p>The system is being upgraded.</p><p>Please contact <b>online customer service</b> if you need help.</p>';
const RESTRICTION_DESC = 'Your region or IP address is restricted. We apologise for the inconvenience.';

/**
 * demo's service scripts: the stand-in widget from the app's own origin (which the app allows), the
 * same widget from a line host (which it does not list for scripts), inline code and other markup;
 * only the first may run.
 */
const DEMO_SERVICE_SCRIPTS =
  `<script src="${SERVICE_SCRIPT_SELF}${SERVICE_WIDGET_BASE_PATH}/widget.js" id="sim-service-widget" data-merchant="demo" async></script>` +
  `<script src="${SERVICE_SCRIPT_OTHER}${SERVICE_WIDGET_BASE_PATH}/widget.js"></script>` +
  '<script>window.__simServiceInline = true;</script>' +
  // No inline event handler here: Chromium reports one as a policy violation even in the inert document
  // the app reads this HTML in, an error on every page (the unit test of pick-service-scripts has the case).
  '<div class="widget-root">Chat with us</div>';
/** The keys the seeded paths are obfuscated with: any 8 characters (docs/platform-calls.md, the status call's customer-service entries). */
const PATH_KEYS = ['k3Y9pQ2z', 'Lm4Xa7Rt', 'qW2eR5tY', 'Zx8Cv1Bn'] as const;
/**
 * demo: every prompt can show on the simulator's own host; limits a journey reaches quickly.
 * The forced download lists both loopback names the journeys use.
 */
const DEMO_APP_DOWNLOAD: AppDownloadSettings = {
  a2hsMaxCloseTimes: 3,
  a2hsDepositDomains: [],
  a2hsDepositTimes: -1,
  downloadBarMinVipRank: 0,
  forcedDownloadDomains: ['127.0.0.1', 'localhost'],
  forcedDownloadDepositTimes: 5,
  forcedDownloadMaxCloseTimes: 5,
  forcedDownload: false,
};

/** demo2: the platform's defaults (spec 001 §9): no close limit, no deposit rule, no listed domain. */
const DEMO2_APP_DOWNLOAD: AppDownloadSettings = {
  a2hsMaxCloseTimes: -1,
  a2hsDepositDomains: [],
  a2hsDepositTimes: -1,
  downloadBarMinVipRank: 0,
  forcedDownloadDomains: [],
  forcedDownloadDepositTimes: 5,
  forcedDownloadMaxCloseTimes: 5,
  forcedDownload: false,
};

const DEMO_FLAGS: Record<WhitelabelFlag, boolean> = {
  A2HS3: true,
  MANDATORYAPPUPDATES3: false,
  LOTTMINIGAME3: true,
  SEALOTTMINIGAME3: false,
  REWCEN3: true,
  GEETEST3: false,
  GEETESTTEST3: false,
  GEETESTVCODE3: false,
  UPDATEMOBILEICC3: true,
  REG3: true,
  MOBILENUMREG3: true,
  INBOX3: true,
  chat: true,
  autoLogin: true,
  forcePasswordChangeOnExpiry: true,
  // Off: a bind_customer_required answer opens the confirm dialog (log in to bind, or register);
  // tests switch one-tap on through POST /__sim/merchant.
  oneTapSocialLogin: false,
  socialLoginRegister: true,
  inAppOnlyGameStart: false,
};

const DEMO2_FLAGS: Record<WhitelabelFlag, boolean> = {
  A2HS3: false,
  MANDATORYAPPUPDATES3: true,
  LOTTMINIGAME3: false,
  SEALOTTMINIGAME3: true,
  REWCEN3: false,
  GEETEST3: true,
  GEETESTTEST3: false,
  GEETESTVCODE3: true,
  UPDATEMOBILEICC3: false,
  REG3: true,
  MOBILENUMREG3: false,
  INBOX3: false,
  chat: false,
  autoLogin: false,
  forcePasswordChangeOnExpiry: false,
  oneTapSocialLogin: false,
  socialLoginRegister: false,
  inAppOnlyGameStart: true,
};

export const MERCHANTS: readonly MerchantSeed[] = [
  {
    code: 'demo',
    name: 'Lucky Star Lottery',
    currency: 'PHP',
    currencySymbol: '₱',
    walletAnswer: 'rows',
    countryCode: 'PH',
    countryDialingCode: '63',
    countryCodes: ['PH', 'VN', 'TH', 'ID', 'MY', 'SG', 'KH', 'MM', 'LA', 'IN', 'CN', 'BR'],
    languages: ALL_LANGUAGES,
    defaultLanguage: 'EN',
    whitelabelVal: DEMO_FLAGS,
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
    registerCaptcha: false,
    // Three wrong passwords in a row, then the login asks for the image captcha (POST /__sim/merchant changes it).
    imageCaptchaAfter: IMAGE_CAPTCHA_AFTER,
    // Codes come from the simulator's outbox; POST /__sim/merchant { sms: { provider: 'firebase' } }
    // sends them through the identity provider (the Firebase Auth emulator) instead.
    sms: { provider: 'platform', apiKey: 'sim-demo-firebase-api-key' },
    // Every type, obfuscated as the platform does; COMM100VIP's path is plain, so its decoding fails
    // and the client must fall back to the raw value (spec 001 §7).
    // Every pixel, no consent asked (POST /__sim/analytics switches consentRequired on).
    analytics: {
      gtagId: 'G-SIMDEMO1',
      facebookPixelId: '100200300',
      tiktokPixelId: 'SIMTT01',
      kwaiPixelId: 'SIMKW01',
      consentRequired: false,
    },
    customerService: [
      { csType: 'AICAN', csPosition: 1, path: obfuscateServicePath(`${CHAT_PAGE_PATH}/aican`, PATH_KEYS[0]), name: 'AI Service' },
      { csType: 'LIVECHAT', csPosition: 2, path: obfuscateServicePath(`${CHAT_PAGE_PATH}/livechat`, PATH_KEYS[1]), name: 'Live Chat' },
      { csType: 'COMM100', csPosition: 3, path: obfuscateServicePath(`${CHAT_PAGE_PATH}/comm100`, PATH_KEYS[2]), name: 'Help Desk' },
      { csType: 'MIDUOKE', csPosition: 4, path: obfuscateServicePath(`${CHAT_PAGE_PATH}/miduoke`, PATH_KEYS[3]), name: 'Miduoke' },
      { csType: 'COMM100VIP', csPosition: 5, path: `${CHAT_PAGE_PATH}/comm100vip`, name: 'VIP Desk' },
    ],
    serviceScripts: DEMO_SERVICE_SCRIPTS,
    promotions: { APP_DOWNLOAD: true, REFERRAL: true },
    // The simulator's line hosts (a fast, a slow and a dead one by default: state/lines.ts).
    domainList: [LINES_PLACEHOLDER],
    imageCDNs: [IMAGE_CDN],
    launchGameCDNs: [LAUNCH_GAME_CDN],
    resources: resourcesOf('demo'),
    registerRules: REGISTER_RULES,
    logo: {
      background: '#c0392b',
      foreground: '#ffffff',
      // apps/mobile/merchants/demo.ts's star.
      mark:
        '<circle cx="32" cy="32" r="30" fill="#b3261e"/>' +
        '<path d="M32 12l5.9 12 13.1 1.9-9.5 9.3 2.2 13.1L32 42.1l-11.7 6.2 2.2-13.1-9.5-9.3L26.1 24z" fill="#ffd54f"/>',
    },
    announcements: DEMO_ANNOUNCEMENTS,
    maintenanceTitle: MAINTENANCE_TITLE,
    maintenanceDesc: MAINTENANCE_DESC,
    restrictionDesc: RESTRICTION_DESC,
    downloads: simDownloadLinks('demo'),
    appDownload: DEMO_APP_DOWNLOAD,
    referral: DEMO_REFERRAL,
    desktopAppFeature: true,
    lanes: DEMO_LANES,
    lanesAt: 'data',
    ...gamesOf(DEMO_LANES),
  },
  {
    code: 'demo2',
    name: 'Golden Dragon Games',
    currency: 'VND',
    currencySymbol: '₫',
    walletAnswer: 'object',
    countryCode: 'VN',
    countryDialingCode: '84',
    countryCodes: ['VN', 'TH', 'KH', 'LA', 'MY', 'SG'],
    languages: ['VI', 'EN', 'CN'],
    defaultLanguage: 'VI',
    whitelabelVal: DEMO2_FLAGS,
    gw: { GEETEST_ID: '6f1e2d3c4b5a69788796a5b4c3d2e1f0', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 12 },
    registerCaptcha: true,
    imageCaptchaAfter: IMAGE_CAPTCHA_AFTER,
    sms: { provider: 'platform', apiKey: '' },
    // Two pixels, and the players are asked first.
    analytics: { gtagId: 'G-SIMDEMO2', facebookPixelId: '', tiktokPixelId: 'SIMTT02', kwaiPixelId: '', consentRequired: true },
    // One entry: "contact us" opens it without a chooser.
    customerService: [
      { csType: 'AICAN', csPosition: 1, path: obfuscateServicePath(`${CHAT_PAGE_PATH}/aican`, PATH_KEYS[0]), name: 'Customer Service' },
    ],
    // Chat is off for demo2: no widget either.
    serviceScripts: '',
    // None: demo2 has no reward centre (REWCEN3 off), so its app never asks.
    promotions: { APP_DOWNLOAD: false, REFERRAL: false },
    domainList: [LINES_PLACEHOLDER],
    imageCDNs: [IMAGE_CDN],
    launchGameCDNs: [LAUNCH_GAME_CDN],
    resources: resourcesOf('demo2'),
    registerRules: {
      ...REGISTER_RULES,
      username: { acceptedPattern: '^[a-z][a-z0-9]*$', minLength: 5, maxLength: 12, patternId: 'LOWER_FIRST_LETTER' },
    },
    logo: {
      background: '#1a1a1a',
      foreground: '#d4af37',
      // apps/mobile/merchants/demo2.ts's mark.
      mark:
        '<rect x="4" y="4" width="56" height="56" rx="14" fill="#0b6e4f"/>' +
        '<text x="32" y="42" font-size="28" text-anchor="middle" fill="#f5c542" font-family="sans-serif" font-weight="700">GD</text>',
    },
    announcements: DEMO2_ANNOUNCEMENTS,
    maintenanceTitle: MAINTENANCE_TITLE,
    maintenanceDesc: MAINTENANCE_DESC,
    restrictionDesc: RESTRICTION_DESC,
    // Android only: demo2 has no iOS app and no profile.
    downloads: { Android: simDownloadLinks('demo2').Android, AppDownloadIcon: simDownloadLinks('demo2').AppDownloadIcon },
    appDownload: DEMO2_APP_DOWNLOAD,
    referral: DEMO2_REFERRAL,
    // The static manifest: demo2 sets up no installed-app templates.
    desktopAppFeature: false,
    lanes: DEMO2_LANES,
    lanesAt: 'value',
    ...gamesOf(DEMO2_LANES),
  },
];
