import { PATHS } from '@lotto/app-core';
import { DEFAULT_PASSWORD } from '../constants';
import type { LoginType, LoginValue } from '../types';

export interface DestinationInput {
  type: LoginType;
  password: string;
  value: Pick<LoginValue, 'passwordExpired' | 'updatePassword'>;
  /** The merchant's forced-change flag for expired passwords. */
  forceExpiredChange: boolean;
  /** Where the visitor was headed when the route guard sent them to log in (an in-app address). */
  back?: string | null;
}

/**
 * Spec 000 §4–5: the default password forces a change (not for SMS or identity-provider
 * logins); an expired one does only when the merchant says so. Otherwise back where the
 * visitor was headed (spec 000 §6: the guard sent them here), else home.
 */
export function destinationAfterLogin({ type, password, value, forceExpiredChange, back }: DestinationInput): string {
  if (type === 'username' && password === DEFAULT_PASSWORD) return PATHS.changePassword;
  if (value.passwordExpired && forceExpiredChange) return PATHS.changePassword;
  return back ?? PATHS.home;
}
