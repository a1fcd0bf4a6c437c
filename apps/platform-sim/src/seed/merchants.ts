import { LINES_PLACEHOLDER } from '../lines';
import type { WhitelabelFlag } from './flags';
import { DEMO2_ANNOUNCEMENTS, DEMO_ANNOUNCEMENTS } from './announcements';
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
/** Wrong passwords in a row before a username's login asks for the image captcha. */
const IMAGE_CAPTCHA_AFTER = 3;

/** Shared wording; `<b>` is there so the client's sanitised-HTML path is exercised. */
const MAINTENANCE_TITLE = 'System Maintenance';
const MAINTENANCE_DESC = '<p>The system is being upgraded.</p><p>Please contact <b>online customer service</b> if you need help.</p>';
const RESTRICTION_DESC = 'Your region or IP address is restricted. We apologise for the inconvenience.';

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
    customerService: [
      { csType: 'LIVECHAT', csPosition: 1, path: 'https://chat.lucky-star.example/livechat', name: 'Live Chat' },
      { csType: 'COMM100', csPosition: 2, path: 'https://chat.lucky-star.example/comm100', name: 'Help Desk' },
    ],
    promotions: { APP_DOWNLOAD: true, REFERRAL: true },
    // The simulator's line hosts (a fast, a slow and a dead one by default: lines.ts).
    domainList: [LINES_PLACEHOLDER],
    imageCDNs: [IMAGE_CDN],
    theme: { '--color-primary': '#c0392b', '--color-primary-contrast': '#ffffff', '--color-accent': '#f1c40f' },
    logo: { background: '#c0392b', foreground: '#ffffff', initials: 'LS' },
    announcements: DEMO_ANNOUNCEMENTS,
    maintenanceTitle: MAINTENANCE_TITLE,
    maintenanceDesc: MAINTENANCE_DESC,
    restrictionDesc: RESTRICTION_DESC,
  },
  {
    code: 'demo2',
    name: 'Golden Dragon Games',
    currency: 'VND',
    currencySymbol: '₫',
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
    customerService: [{ csType: 'AICAN', csPosition: 1, path: 'https://cs.golden-dragon.example/aican', name: 'Customer Service' }],
    // None: demo2 has no reward centre (REWCEN3 off), so its app never asks.
    promotions: { APP_DOWNLOAD: false, REFERRAL: false },
    domainList: [LINES_PLACEHOLDER],
    imageCDNs: [IMAGE_CDN],
    theme: { '--color-primary': '#b8860b', '--color-primary-contrast': '#1a1a1a', '--color-accent': '#8b0000' },
    logo: { background: '#1a1a1a', foreground: '#d4af37', initials: 'GD' },
    announcements: DEMO2_ANNOUNCEMENTS,
    maintenanceTitle: MAINTENANCE_TITLE,
    maintenanceDesc: MAINTENANCE_DESC,
    restrictionDesc: RESTRICTION_DESC,
  },
];
