import { createApiClient, type ApiClient, type ClientConfig } from '@lotto/api-client';
import { deviceHeader, type RuntimeEnvironment } from '@lotto/app-core';
import { takeEarlyAnswer } from '@lotto/app-core/early-answers';

export interface ApiSources {
  merchantCode: string;
  environment: RuntimeEnvironment;
  language: () => string;
  token: () => string | null;
  onOutcome: ClientConfig['onOutcome'];
}

/** The platform is on the same origin: the simulator locally, the operator's gateway in production. */
export function createAppApi(sources: ApiSources): ApiClient {
  const device = deviceHeader(sources.environment);
  return createApiClient({
    sources: () => ({
      merchant: sources.merchantCode,
      language: sources.language(),
      token: sources.token(),
      device,
      userAgent: navigator.userAgent,
    }),
    onOutcome: sources.onOutcome,
    early: (address, headers) => takeEarlyAnswer(address, headers),
  });
}
