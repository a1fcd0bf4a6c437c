import { createContext, useContext } from 'react';
import type { RuntimeEnvironment } from '@lotto/app-core';
import { browserKind, effectiveIosVersion, type BrowserKind } from './browser';

/** Where the prompts run: the shell's environment plus what only the prompts need from the browser. */
export interface PromptEnvironment {
  inApp: boolean;
  pwa: boolean;
  webclip: boolean;
  kind: BrowserKind;
  /** iOS major.minor, reading Safari 26's real version; null elsewhere. */
  iosVersion: number | null;
  /** The page's host name, for the merchant's listed domains. */
  host: string;
}

export function promptEnvironment(
  environment: RuntimeEnvironment,
  userAgent = navigator.userAgent,
  host = location.hostname,
): PromptEnvironment {
  return {
    inApp: environment.inApp,
    pwa: environment.pwa,
    webclip: environment.webclip,
    kind: browserKind(userAgent, environment.ipad),
    iosVersion: effectiveIosVersion(userAgent, environment.iosVersion),
    host,
  };
}

const PromptEnvironmentContext = createContext<PromptEnvironment | null>(null);
export const PromptEnvironmentProvider = PromptEnvironmentContext.Provider;

export function usePromptEnvironment(): PromptEnvironment {
  const environment = useContext(PromptEnvironmentContext);
  if (!environment) throw new Error('The install prompts need a PromptEnvironmentProvider');
  return environment;
}
