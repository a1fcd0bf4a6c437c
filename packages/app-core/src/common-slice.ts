import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import {
  displayCurrency,
  getCountries,
  getMerchantConfig,
  type Country,
  type CustomerServiceEntry,
  type MerchantConfig,
  type AvailablePromotions,
  type AppDownloadSettings,
  type DownloadableLink,
} from '@lotto/api-client';
import { loadAvailablePromotions } from './referral';
import type { ThunkExtra } from './thunk-extra';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The common store slice of spec 000 §3 and spec 001 §3: what every feature reads about the merchant. */
export interface CommonState {
  status: LoadStatus;
  error: string | null;
  merchantCode: string;
  merchantName: string;
  logo: string | null;
  languages: string[];
  whitelabelVal: Record<string, boolean>;
  /** GEETEST_API_HOSTS / GEETEST_STATIC_HOSTS: the captcha vendor's hosts when the settings name them (the simulator does). */
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
  domainList: string[];
  imageCDNs: string[];
  theme: Record<string, string>;
  availablePromotions: AvailablePromotions | null;
  /** Idle until asked (never where the reward centre is off); settled whatever the answer. */
  availablePromotionsStatus: 'idle' | 'loading' | 'settled';
  /** Download links (spec 001 §3), as the settings list them. */
  resources: DownloadableLink[];
  /** The install prompts' settings; missing ones are absent (the install package applies the spec's defaults). */
  appDownload: Partial<AppDownloadSettings>;
}

/** Spec 000 §9 defaults: captcha v3, nine profile icons. */
const DEFAULT_GEETEST_VERSION = 'v3';
const DEFAULT_PROFILE_ICON_COUNT = 9;

export function initialCommonState(merchantCode = '', merchantName = ''): CommonState {
  return {
    status: 'idle',
    error: null,
    merchantCode,
    merchantName,
    logo: null,
    languages: [],
    whitelabelVal: {},
    gw: { GEETEST_ID: '', GEETEST_VERSION: DEFAULT_GEETEST_VERSION, PROFILE_ICON_COUNT: DEFAULT_PROFILE_ICON_COUNT },
    register: { captcha: { enabled: false } },
    sms: { provider: null, apiKey: null },
    countries: [],
    countryCode: '',
    countryDialingCode: '',
    currency: '',
    currencySymbol: '',
    customerService: [],
    domainList: [],
    imageCDNs: [],
    theme: {},
    availablePromotions: null,
    availablePromotionsStatus: 'idle',
    resources: [],
    appDownload: {},
  };
}

export interface CommonData {
  config: MerchantConfig;
  countries: { countryCode: string; countryDialingCode: string; countries: Country[] } | null;
}

/**
 * `renew`: after a sign-up the session changes what the platform answers (spec 000 §4, "renew
 * common data"), so both calls go to the server with `flush`, never to a kept answer.
 */
export interface LoadCommonOptions {
  renew?: boolean;
}

/** Merchant settings and countries, loaded side by side at start (and renewed on demand). */
export const loadCommonData = createAsyncThunk<CommonData, LoadCommonOptions | undefined, { extra: ThunkExtra; rejectValue: string }>(
  'common/load',
  async (options, { extra, rejectWithValue }) => {
    const fresh = { flush: options?.renew === true };
    const [config, countries] = await Promise.all([
      getMerchantConfig(extra.api, fresh),
      getCountries(extra.api, extra.merchantCode, fresh),
    ]);
    if (!config.success) return rejectWithValue(config.message || config.errorCode || `HTTP ${config.status}`);
    return { config: config.value, countries: countries.success ? countries.value : null };
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
      .addCase(loadCommonData.fulfilled, (state, { payload: { config, countries } }) => {
        state.status = 'ready';
        state.merchantCode = config.merchantCode || state.merchantCode;
        state.merchantName = config.merchantName || state.merchantName;
        state.logo = config.logo ?? null;
        state.languages = config.languages ?? [];
        state.whitelabelVal = config.whitelabelVal ?? {};
        state.gw = {
          GEETEST_ID: config.gw?.GEETEST_ID ?? '',
          GEETEST_VERSION: config.gw?.GEETEST_VERSION || DEFAULT_GEETEST_VERSION,
          PROFILE_ICON_COUNT: config.gw?.PROFILE_ICON_COUNT ?? DEFAULT_PROFILE_ICON_COUNT,
          ...(config.gw?.GEETEST_API_HOSTS ? { GEETEST_API_HOSTS: [...config.gw.GEETEST_API_HOSTS] } : {}),
          ...(config.gw?.GEETEST_STATIC_HOSTS ? { GEETEST_STATIC_HOSTS: [...config.gw.GEETEST_STATIC_HOSTS] } : {}),
        };
        state.register = { captcha: { enabled: Boolean(config.register?.captcha?.enabled) } };
        state.sms = { provider: config.sms?.provider ?? null, apiKey: config.sms?.apiKey ?? null };
        state.currency = displayCurrency(config.currency);
        state.currencySymbol = config.currencySymbol ?? '';
        state.customerService = config.customerService ?? [];
        state.domainList = config.domainList ?? [];
        state.imageCDNs = config.imageCDNs ?? [];
        state.theme = config.theme ?? {};
        state.resources = config.resources ?? [];
        state.appDownload = config.appDownload ?? {};
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
