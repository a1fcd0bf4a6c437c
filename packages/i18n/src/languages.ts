/** Interface languages of spec 000 §1, in the platform's order: the first is the fallback. */
export const SUPPORTED_LANGUAGES = [
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

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

/** Local-storage key the platform uses for the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

interface LanguageInfo {
  code: LanguageCode;
  /** BCP 47 tag for `<html lang>`, so screen readers and fonts pick the right language. */
  htmlLang: string;
  /** The language's own name, shown in the switcher whatever the current language is. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGE_INFO: Record<LanguageCode, LanguageInfo> = {
  CN: { code: 'CN', htmlLang: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  EN: { code: 'EN', htmlLang: 'en', nativeName: 'English', dir: 'ltr' },
  ES: { code: 'ES', htmlLang: 'es', nativeName: 'Español', dir: 'ltr' },
  HI: { code: 'HI', htmlLang: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  ID: { code: 'ID', htmlLang: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  JA: { code: 'JA', htmlLang: 'ja', nativeName: '日本語', dir: 'ltr' },
  KM: { code: 'KM', htmlLang: 'km', nativeName: 'ភាសាខ្មែរ', dir: 'ltr' },
  KO: { code: 'KO', htmlLang: 'ko', nativeName: '한국어', dir: 'ltr' },
  MY: { code: 'MY', htmlLang: 'my', nativeName: 'မြန်မာ', dir: 'ltr' },
  TA: { code: 'TA', htmlLang: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  TH: { code: 'TH', htmlLang: 'th', nativeName: 'ไทย', dir: 'ltr' },
  TW: { code: 'TW', htmlLang: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
  VI: { code: 'VI', htmlLang: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  TY: { code: 'TY', htmlLang: 'fil', nativeName: 'Filipino', dir: 'ltr' },
  UR: { code: 'UR', htmlLang: 'ur', nativeName: 'اردو', dir: 'rtl' },
  PT: { code: 'PT', htmlLang: 'pt', nativeName: 'Português', dir: 'ltr' },
  'PT-BR': { code: 'PT-BR', htmlLang: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  MS: { code: 'MS', htmlLang: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  BN: { code: 'BN', htmlLang: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  TR: { code: 'TR', htmlLang: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
};

/** Languages other platform tables carry but the interface does not offer; Arabic and Farsi would be right-to-left. */
const RTL_LANGUAGE_CODES: readonly string[] = ['UR', 'AR', 'FA'];

/**
 * Language-to-country table of spec 001 §9 (27 codes, including the aliases KR and PH
 * and the languages only other tables carry).
 */
export const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  CN: 'CN',
  EN: 'US',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'PT',
  TA: 'IN',
  TW: 'TW',
  UR: 'PK',
  TY: 'PH',
  PH: 'PH',
  TR: 'TR',
  AR: 'SA',
  'PT-BR': 'BR',
  BN: 'BD',
  UZ: 'UZ',
  RU: 'RU',
  FA: 'IR',
  LO: 'LA',
};

export function isSupportedLanguage(code: string, supported: readonly string[] = SUPPORTED_LANGUAGES): code is LanguageCode {
  return supported.includes(code);
}

export function textDirection(code: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGE_CODES.includes(code.toUpperCase()) ? 'rtl' : 'ltr';
}
