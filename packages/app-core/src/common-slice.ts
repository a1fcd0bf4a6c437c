import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type {
  Country,
  CustomerServiceEntry,
  RegisterFieldRule,
  SystemStatus,
  WhitelabelNode,
  AnalyticsSettings,
  AppDownloadSettings,
} from '@lotto/api-client';
import { displayCurrency } from './currency';
import { flattenWhitelabel, indexResources } from './merchant-settings';
import type { AvailablePromotions } from './server-data/available-promotions';
import { getCountries, type CountryList } from './server-data/countries';
import { getSystemStatus } from './server-data/system-status';
import { getWhitelabel } from './server-data/whitelabel';
import { loadAvailablePromotions } from './available-promotions';
import { currentStatusQuery } from './status-query';
import { readCountryList, readSystemStatus, readWhitelabel } from './status-shape';
import type { ThunkExtra } from './thunk-extra';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The common store slice of spec 000 §3 and spec 001 §3: what every feature reads about the
 * merchant. The platform's settings come from the status call's `info` (docs/platform-calls.md,
 * `GET /wps/system/status`); the code, name, languages and theme are the merchant file's, which no
 * platform call carries.
 */
export interface CommonState {
  status: LoadStatus;
  error: string | null;
  merchantCode: string;
  merchantName: string;
  /** The flattened white-label tree (`info.whitelabel`). */
  whitelabelVal: Record<string, boolean>;
  /**
   * Seen in no platform call: the merchant file's, unless the answer carries `info.gw` (the
   * simulator's extension). GEETEST_API_HOSTS / GEETEST_STATIC_HOSTS: the vendor's hosts when named.
   */
  gw: {
    GEETEST_ID: string;
    GEETEST_VERSION: string;
    PROFILE_ICON_COUNT: number;
    GEETEST_API_HOSTS?: string[];
    GEETEST_STATIC_HOSTS?: string[];
  };
  register: { captcha: { enabled: boolean } };
  sms: { provider: string | null; apiKey: string | null };
  countries: Country[];
  countryCode: string;
  countryDialingCode: string;
  currency: string;
  currencySymbol: string;
  customerService: CustomerServiceEntry[];
  /** The lines, `info.domainRoute`. */
  domainList: string[];
  /** `info.resources` by resourceType: Android, IOS, MOBILECONFIG, AppDownloadIcon, social links. */
  resources: Record<string, string>;
  /** `info.register`: per field, the pattern and lengths a registration must meet. */
  registerRules: Record<string, RegisterFieldRule>;
  imageCDNs: string[];
  /** Game launch hosts; one is picked at random per launch. */
  launchGameCDNs: string[];
  mainDomain: string;
  /** The merchant's advertising pixels; tracking reads them after first paint. */
  analytics: AnalyticsSettings | null;
  availablePromotions: AvailablePromotions | null;
  /** Idle until asked (never where the reward centre is off); settled whatever the answer. */
  availablePromotionsStatus: 'idle' | 'loading' | 'settled';
  /** The install prompts' settings; missing ones are absent (the install package applies the spec's defaults). */
  appDownload: Partial<AppDownloadSettings>;
}

/** Spec 000 §9 defaults: captcha v3, nine profile icons. */
const DEFAULT_GEETEST_VERSION = 'v3';
const DEFAULT_PROFILE_ICON_COUNT = 9;

/** What the merchant file says where no platform call does (the captcha settings, the SMS provider). */
interface MerchantDefaults {
  gw?: Partial<CommonState['gw']>;
  smsProvider?: string;
}

export function initialCommonState(merchantCode = '', merchantName = '', defaults: MerchantDefaults = {}): CommonState {
  return {
    status: 'idle',
    error: null,
    merchantCode,
    merchantName,
    whitelabelVal: {},
    gw: { GEETEST_ID: '', GEETEST_VERSION: DEFAULT_GEETEST_VERSION, PROFILE_ICON_COUNT: DEFAULT_PROFILE_ICON_COUNT, ...defaults.gw },
    register: { captcha: { enabled: false } },
    sms: { provider: defaults.smsProvider ?? null, apiKey: null },
    countries: [],
    countryCode: '',
    countryDialingCode: '',
    currency: '',
    currencySymbol: '',
    customerService: [],
    domainList: [],
    resources: {},
    registerRules: {},
    imageCDNs: [],
    launchGameCDNs: [],
    mainDomain: '',
    analytics: null,
    availablePromotions: null,
    availablePromotionsStatus: 'idle',
    appDownload: {},
  };
}

export interface CommonData {
  status: SystemStatus;
  /** The tree from `/wps/system/whitelabel`, asked only when the status answer has none. */
  whitelabel: WhitelabelNode | WhitelabelNode[] | null;
  countries: CountryList | null;
}

/**
 * `renew`: after a sign-up the session changes what the platform answers (spec 000 §4, "renew
 * common data"), so the countries are asked again with `flush`, never from a kept answer (the
 * status call is never kept).
 */
export interface LoadCommonOptions {
  renew?: boolean;
}

/**
 * The boot call and the countries, side by side at start (and again on a language switch, a
 * sign-up, a retry). The status call answers both the system check (maintenance, restriction:
 * the system slice reads this action) and the merchant settings, so it is made once for both.
 */
export const loadCommonData = createAsyncThunk<CommonData, LoadCommonOptions | undefined, { extra: ThunkExtra; rejectValue: string }>(
  'common/load',
  async (options, { extra, rejectWithValue }) => {
    const [status, countries] = await Promise.all([
      getSystemStatus(extra.api, currentStatusQuery()),
      getCountries(extra.api, extra.merchantCode, { flush: options?.renew === true }),
    ]);
    if (!status.success) return rejectWithValue(status.message || status.errorCode || `HTTP ${status.status}`);
    // Read at the boundary: a field of the wrong shape (or a value that is no object at all) is left
    // out, and the start goes on without it.
    const settings = readSystemStatus(status.value);
    const tree = settings.info?.whitelabel ? null : await getWhitelabel(extra.api);
    return {
      status: settings,
      whitelabel: tree?.success ? readWhitelabel(tree.value) : null,
      countries: countries.success ? readCountryList(countries.value) : null,
    };
  },
);

export const commonSlice = createSlice({
  name: 'common',
  initialState: initialCommonState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadAvailablePromotions.pending, (state) => {
        state.availablePromotionsStatus = 'loading';
      })
      .addCase(loadAvailablePromotions.fulfilled, (state, action) => {
        state.availablePromotions = action.payload;
        state.availablePromotionsStatus = 'settled';
      })
      .addCase(loadAvailablePromotions.rejected, (state) => {
        state.availablePromotionsStatus = 'settled';
      })
      .addCase(loadCommonData.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(loadCommonData.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? 'unknown_error';
      })
      .addCase(loadCommonData.fulfilled, (state, { payload: { status, whitelabel, countries } }) => {
        const info = status.info ?? {};
        state.status = 'ready';
        state.whitelabelVal = flattenWhitelabel(info.whitelabel ?? whitelabel);
        // Ours (the simulator's): the platform's answers were not seen carrying these.
        if (info.gw) Object.assign(state.gw, info.gw);
        if (info.registerCaptcha !== undefined) state.register = { captcha: { enabled: info.registerCaptcha } };
        if (info.sms) state.sms = { provider: info.sms.provider ?? null, apiKey: info.sms.apiKey ?? null };
        state.currency = displayCurrency(info.currency);
        state.currencySymbol = info.currencySymbol ?? '';
        state.customerService = info.customerService ?? [];
        state.domainList = info.domainRoute ?? [];
        state.resources = indexResources(info.resources);
        state.registerRules = info.register ?? {};
        state.imageCDNs = info.imageCDNs ?? [];
        state.launchGameCDNs = info.launchGameCDNs ?? [];
        state.mainDomain = info.mainDomain ?? '';
        state.analytics = info.analytics ?? null;
        state.appDownload = info.appDownload ?? {};
        if (countries) {
          state.countries = countries.countries;
          state.countryCode = countries.countryCode;
          state.countryDialingCode = countries.countryDialingCode;
        }
      });
  },
  selectors: {
    selectCommon: (state) => state,
    selectMerchantName: (state) => state.merchantName,
  },
});

export const { selectCommon, selectMerchantName } = commonSlice.selectors;
