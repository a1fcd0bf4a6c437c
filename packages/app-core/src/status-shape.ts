import type {
  AnalyticsSettings,
  AppDownloadSettings,
  Country,
  CustomerServiceEntry,
  RegisterFieldRule,
  StatusResource,
  SystemStatus,
  WhitelabelNode,
} from '@lotto/api-client';
import type { CountryList } from './server-data/countries';

/**
 * The boot call's answers as the app may trust them: whatever a broken gateway or a hostile server
 * sends, each part is kept when its shape is right and left out when it is not, so one bad field
 * costs that setting, never the start (a reducer that throws on it would leave the first screen frozen).
 */

type Loose = Record<string, unknown>;

const record = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
const texts = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
/** A list's items that read as `T`; anything but a list reads as absent. */
function listOf<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(read).filter((item): item is T => item !== undefined);
}
/** Only the fields that read, so an absent one stays absent (`{}` rather than `{ a: undefined }`). */
function defined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

const WHITELABEL_MAX_DEPTH = 16;

function whitelabelNode(value: unknown, depth = 0): WhitelabelNode | undefined {
  const node = record(value);
  const modId = text(node?.modId);
  if (!node || !modId) return undefined;
  const enabled = typeof node.enabled === 'number' ? String(node.enabled) : (text(node.enabled) ?? '0');
  const children = depth < WHITELABEL_MAX_DEPTH ? listOf(node.childrenNodes, (child) => whitelabelNode(child, depth + 1)) : undefined;
  return defined({ modId, enabled, childrenNodes: children });
}

/** The white-label tree: one root or a list of them. */
export function readWhitelabel(value: unknown): WhitelabelNode | WhitelabelNode[] | null {
  if (Array.isArray(value)) return listOf(value, (node) => whitelabelNode(node)) ?? null;
  return whitelabelNode(value) ?? null;
}

const resource = (value: unknown): StatusResource | undefined => {
  const item = record(value);
  const resourceType = text(item?.resourceType);
  const url = text(item?.url);
  return resourceType && url ? { resourceType, url } : undefined;
};

const customerService = (value: unknown): CustomerServiceEntry | undefined => {
  const item = record(value);
  const csType = text(item?.csType);
  const path = text(item?.path);
  if (!item || !csType || path === undefined) return undefined;
  const position = item.csPosition;
  return defined({
    csType,
    path,
    name: text(item.name),
    csPosition: typeof position === 'number' || typeof position === 'string' ? position : undefined,
  });
};

const lengthOf = (value: unknown): number | string | null | undefined =>
  value === null ? null : (finite(value) ?? (typeof value === 'string' ? value : undefined));

function registerRules(value: unknown): Record<string, RegisterFieldRule> | undefined {
  const rules = record(value);
  if (!rules) return undefined;
  const kept: Record<string, RegisterFieldRule> = {};
  for (const [field, raw] of Object.entries(rules)) {
    const rule = record(raw);
    if (!rule) continue;
    const patternId = rule.patternId;
    kept[field] = defined({
      acceptedPattern: rule.acceptedPattern === null ? null : text(rule.acceptedPattern),
      minLength: lengthOf(rule.minLength),
      maxLength: lengthOf(rule.maxLength),
      patternId: patternId === null || typeof patternId === 'string' ? patternId : finite(patternId),
    });
  }
  return kept;
}

const ANALYTICS_VENDORS = ['facebook', 'tiktok', 'kwai', 'google'] as const;

function analytics(value: unknown): AnalyticsSettings | undefined {
  const raw = record(value);
  if (!raw) return undefined;
  const urls = record(raw.scriptUrls);
  const scriptUrls = urls ? defined(Object.fromEntries(ANALYTICS_VENDORS.map((vendor) => [vendor, text(urls[vendor])]))) : undefined;
  return defined({
    gtagId: text(raw.gtagId),
    facebookPixelId: text(raw.facebookPixelId),
    tiktokPixelId: text(raw.tiktokPixelId),
    kwaiPixelId: text(raw.kwaiPixelId),
    consentRequired: flag(raw.consentRequired),
    scriptUrls,
  });
}

function appDownload(value: unknown): Partial<AppDownloadSettings> | undefined {
  const raw = record(value);
  if (!raw) return undefined;
  return defined({
    a2hsMaxCloseTimes: finite(raw.a2hsMaxCloseTimes),
    a2hsDepositDomains: texts(raw.a2hsDepositDomains),
    a2hsDepositTimes: finite(raw.a2hsDepositTimes),
    downloadBarMinVipRank: finite(raw.downloadBarMinVipRank),
    forcedDownloadDomains: texts(raw.forcedDownloadDomains),
    forcedDownloadDepositTimes: finite(raw.forcedDownloadDepositTimes),
    forcedDownloadMaxCloseTimes: finite(raw.forcedDownloadMaxCloseTimes),
    forcedDownload: flag(raw.forcedDownload),
  });
}

type StatusInfo = NonNullable<SystemStatus['info']>;

function captcha(value: unknown): StatusInfo['gw'] {
  const raw = record(value);
  if (!raw) return undefined;
  return defined({
    GEETEST_ID: text(raw.GEETEST_ID),
    GEETEST_VERSION: text(raw.GEETEST_VERSION),
    GEETEST_RISK_APP_ID: text(raw.GEETEST_RISK_APP_ID),
    PROFILE_ICON_COUNT: finite(raw.PROFILE_ICON_COUNT),
    GEETEST_API_HOSTS: texts(raw.GEETEST_API_HOSTS),
    GEETEST_STATIC_HOSTS: texts(raw.GEETEST_STATIC_HOSTS),
  });
}

function statusInfo(value: unknown): StatusInfo | undefined {
  const info = record(value);
  if (!info) return undefined;
  const sms = record(info.sms);
  return defined({
    customerService: listOf(info.customerService, customerService),
    domainRoute: texts(info.domainRoute),
    resources: listOf(info.resources, resource),
    whitelabel: readWhitelabel(info.whitelabel) ?? undefined,
    register: registerRules(info.register),
    mainDomain: text(info.mainDomain),
    analytics: analytics(info.analytics),
    imageCDNs: texts(info.imageCDNs),
    launchGameCDNs: texts(info.launchGameCDNs),
    gw: captcha(info.gw),
    sms: sms ? defined({ provider: text(sms.provider), apiKey: text(sms.apiKey) }) : undefined,
    registerCaptcha: flag(info.registerCaptcha),
    currency: text(info.currency),
    currencySymbol: text(info.currencySymbol),
    appDownload: appDownload(info.appDownload),
  });
}

/** A switch the platform sends as a boolean; a gateway's string or number is read as it plainly means. */
const yes = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** `GET /wps/system/status`'s value: maintenance and restriction are on only when the answer plainly says so. */
export function readSystemStatus(value: unknown): SystemStatus {
  const raw = record(value) ?? {};
  const maintenanceEnd = raw.maintenanceEnd === null ? null : finite(raw.maintenanceEnd);
  const ip = text(record(raw.location)?.ip);
  return defined({
    maintenance: yes(raw.maintenance),
    maintenanceEnd,
    maintenanceTitle: text(raw.maintenanceTitle),
    maintenanceDesc: text(raw.maintenanceDesc),
    regionRestriction: yes(raw.regionRestriction),
    location: ip === undefined ? undefined : { ip },
    restrictionDesc: text(raw.restrictionDesc),
    info: statusInfo(raw.info),
  });
}

const country = (value: unknown): Country | undefined => {
  const item = record(value);
  const countryCode = text(item?.countryCode);
  const dialing = item?.countryDialingCode;
  const countryDialingCode = typeof dialing === 'number' ? String(dialing) : text(dialing);
  if (!item || !countryCode || countryDialingCode === undefined) return undefined;
  return defined({ countryCode, countryDialingCode, name: text(item.name) });
};

/** `GET /wps/system/country`'s value, or null when it is no list of countries. */
export function readCountryList(value: unknown): CountryList | null {
  const raw = record(value);
  const countries = listOf(raw?.countries, country);
  if (!raw || !countries) return null;
  return { countryCode: text(raw.countryCode) ?? '', countryDialingCode: text(raw.countryDialingCode) ?? '', countries };
}
