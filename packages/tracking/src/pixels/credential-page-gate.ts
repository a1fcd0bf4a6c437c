import { isCredentialPath, type ShellNavigation } from '@lotto/app-core';
import type { PixelPageGate } from './pixel-host';

/**
 * Pixels stay shut while the player is on a page where credentials are typed (sign-in, its second
 * factor, registration, a password change, agent registration): a vendor's script reads the page it
 * runs on. Events raised there wait and reach the vendors once the player has left.
 */
export function credentialPageGate(navigation: Pick<ShellNavigation, 'pathname' | 'subscribe'>): PixelPageGate {
  return { open: () => !isCredentialPath(navigation.pathname()), subscribe: (listener) => navigation.subscribe(listener) };
}
