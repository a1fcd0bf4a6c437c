import type { SecondFactorMethod, VerificationPayload, VerifyFlags } from '../types';

/** Tab order of spec 000 §2: payee name, SMS, authenticator, email. */
const SECOND_FACTOR_ORDER: readonly SecondFactorMethod[] = ['payeeName', 'sms', 'ga', 'email'];

/** The method letters of the verification call. */
const METHOD_CODE: Record<SecondFactorMethod, VerificationPayload['method']> = { email: 'E', payeeName: 'P', ga: 'G', sms: 'S' };

/** Only the methods the server lists, in tab order; the first is selected. */
export function requiredMethods(flags: VerifyFlags): SecondFactorMethod[] {
  return SECOND_FACTOR_ORDER.filter((method) => flags[method] === true);
}

export interface SecondFactorFields {
  payeeName: string;
  authCode: string;
  email: string;
  mobileNum: string;
  verificationCode: string;
}

export const EMPTY_SECOND_FACTOR: SecondFactorFields = { payeeName: '', authCode: '', email: '', mobileNum: '', verificationCode: '' };

/** The fields each method needs; SMS needs both number and code (spec 000 §5). */
export const METHOD_FIELDS: Record<SecondFactorMethod, ReadonlyArray<keyof SecondFactorFields>> = {
  payeeName: ['payeeName'],
  ga: ['authCode'],
  email: ['email'],
  sms: ['mobileNum', 'verificationCode'],
};

/** The first required field left empty (after trimming), or null when the method's fields are filled. */
export function firstMissingField(method: SecondFactorMethod, fields: SecondFactorFields): keyof SecondFactorFields | null {
  return METHOD_FIELDS[method].find((name) => fields[name].trim() === '') ?? null;
}

export function verificationPayload(
  method: SecondFactorMethod,
  fields: SecondFactorFields,
  credentials: { username: string; password: string },
): VerificationPayload {
  const payload: VerificationPayload = { username: credentials.username, password: credentials.password, method: METHOD_CODE[method] };
  for (const name of METHOD_FIELDS[method]) payload[name] = fields[name].trim();
  return payload;
}
