import type { CountrySeed } from './types';

/** Countries of the dialling-code picker; flags are served by /sim-assets/cdn/COUNTRY_FLAG/{code}.png. */
export const COUNTRIES: readonly CountrySeed[] = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'BR', countryDialingCode: '55', name: 'Brazil' },
];
