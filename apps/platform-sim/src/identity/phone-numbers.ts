/**
 * E.164 numbers split into the country calling code and the national number. Calling codes are
 * prefix-free: 1 and 7 are the one-digit codes, the list below the two-digit ones, every other
 * code has three digits.
 */

const TWO_DIGIT_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

export interface SplitPhone {
  /** Digits only, e.g. "63". */
  countryDialingCode: string;
  /** Digits only, e.g. "9170000001". */
  mobileNum: string;
}

/** `+639170000001` → { countryDialingCode: "63", mobileNum: "9170000001" }; null when it is not `+` and 4 to 15 digits. */
export function splitE164(phoneNumber: string): SplitPhone | null {
  const match = /^\+(\d{4,15})$/.exec(phoneNumber.trim());
  if (match === null) return null;
  const digits = match[1]!;
  const length = digits.startsWith('1') || digits.startsWith('7') ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;
  return { countryDialingCode: digits.slice(0, length), mobileNum: digits.slice(length) };
}
