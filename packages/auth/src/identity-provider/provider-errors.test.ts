import { describe, expect, it } from 'vitest';
import { providerErrorParts } from './provider-errors';

describe('provider errors', () => {
  it('names a known code with its own text and the reason Firebase gave', () => {
    const error = { code: 'auth/invalid-phone-number', message: 'Firebase: TOO_SHORT (auth/invalid-phone-number).' };
    expect(providerErrorParts(error)).toEqual({
      messageKey: 'providerError.auth/invalid-phone-number',
      code: 'auth/invalid-phone-number',
      reason: 'TOO_SHORT',
    });
  });

  it('leaves the reason out when Firebase gave none', () => {
    const error = { code: 'auth/code-expired', message: 'Firebase: Error (auth/code-expired).' };
    expect(providerErrorParts(error)).toEqual({ messageKey: 'providerError.auth/code-expired', code: 'auth/code-expired' });
  });

  it('reads an unknown code as auth/unknown but still shows the code', () => {
    const error = { code: 'auth/web-storage-unsupported', message: 'Firebase: Error (auth/web-storage-unsupported).' };
    expect(providerErrorParts(error)).toEqual({ messageKey: 'providerError.auth/unknown', code: 'auth/web-storage-unsupported' });
  });

  it('reads anything without a code as auth/unknown, with its message as the reason', () => {
    expect(providerErrorParts(new Error('Failed to fetch dynamically imported module'))).toEqual({
      messageKey: 'providerError.auth/unknown',
      code: 'auth/unknown',
      reason: 'Failed to fetch dynamically imported module',
    });
    expect(providerErrorParts(undefined)).toEqual({ messageKey: 'providerError.auth/unknown', code: 'auth/unknown' });
  });
});
