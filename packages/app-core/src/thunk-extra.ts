import type { ApiClient } from '@lotto/api-client';

/** What every thunk gets from the shell: the platform client and the merchant it serves. */
export interface ThunkExtra {
  api: ApiClient;
  merchantCode: string;
  /** The interface language now, as sent in the Language header. */
  language: () => string;
}
