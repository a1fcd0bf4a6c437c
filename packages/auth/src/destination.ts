import { PATHS } from '@lotto/app-core';
import { DEFAULT_PASSWORD } from './constants';
import type { LoginType, LoginValue } from './types';

export interface DestinationInput {
  type: LoginType;
  password: string;
  value: Pick<LoginValue, 'passwordExpired' | 'updatePassword'>;
  /** The merchant's forced-change flag for expired passwords. */
  forceExpiredChange: boolean;
}

/**
 * Spec 000 §4–5: the default password forces a change (not for SMS or identity-provider
 * logins); an expired one does only when the merchant says so. Otherwise home.
 */
export function destinationAfterLogin({ type, password, value, forceExpiredChange }: DestinationInput): string {
  if (type === 'username' && password === DEFAULT_PASSWORD) return PATHS.changePassword;
  if (value.passwordExpired && forceExpiredChange) return PATHS.changePassword;
  return PATHS.home;
}
