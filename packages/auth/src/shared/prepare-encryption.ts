import { createAsyncThunk } from '@reduxjs/toolkit';
import { preloadCrypto } from '@lotto/api-client';
import type { ThunkExtra } from '@lotto/app-core';

/**
 * A credentials form got focus: load the cipher chunk and fetch the RSA key now, so
 * the tap on "Log in" costs a single round trip.
 */
export const prepareEncryptedCall = createAsyncThunk<void, void, { extra: ThunkExtra }>('auth/prepareEncryptedCall', (_, { extra }) => {
  preloadCrypto();
  extra.api.prefetchRsaKey();
});
