import type { ApiClient, Country } from '@lotto/api-client';

/** The merchant's own country first, then the list the phone fields offer. */
export interface CountryList {
  countryCode: string;
  countryDialingCode: string;
  countries: Country[];
}

/** `flush`: ask the platform again, never a kept answer (renewing the settings after a sign-up). */
interface FreshOption {
  flush?: boolean;
}

/**
 * `GET /wps/system/country?_={merchant}`, kept in session storage (spec 000 §7): the merchant in
 * the query keeps caches apart per merchant, and the cache key carries the language, since the
 * names come in the caller's language.
 */
export function getCountries(api: ApiClient, merchant: string, { flush }: FreshOption = {}) {
  return api.call<CountryList>('/wps/system/country', { query: { _: merchant }, cache: true, ...(flush ? { flush } : {}) });
}
