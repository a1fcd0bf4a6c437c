import { STORAGE_KEYS, keepsAcrossVisits, localStore, sessionStore } from '@lotto/app-core';
import type { Audience, AudienceMemory } from './popup-rules';

const CLOSED = 'closed';

function sessionKey(audience: Audience): string {
  return audience === 'A' ? STORAGE_KEYS.userPopup : STORAGE_KEYS.anonymousPopup;
}

/**
 * Where the memory lives: local storage, kept for later visits; where the page has none (Safari's
 * "Block all cookies" leaves it null), session storage, so a closed list stays closed for the visit
 * (and, where the browser refuses both, the guarded stores keep it for the page).
 */
const memoryStorage = (): Storage => (keepsAcrossVisits() ? localStore : sessionStore);

function readAll(): Partial<Record<Audience, AudienceMemory>> {
  try {
    const parsed: unknown = JSON.parse(memoryStorage().getItem(STORAGE_KEYS.popupMemory) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<Audience, AudienceMemory>>) : {};
  } catch {
    return {};
  }
}

export function readAudienceMemory(audience: Audience): AudienceMemory {
  return readAll()[audience] ?? {};
}

export function wasClosedThisSession(audience: Audience): boolean {
  return sessionStore.getItem(sessionKey(audience)) === CLOSED;
}

/** Closing saves show=false for the session (the desktop client's keys) and the memory for later visits. */
export function rememberClose(audience: Audience, memory: AudienceMemory): void {
  sessionStore.setItem(sessionKey(audience), CLOSED);
  try {
    memoryStorage().setItem(STORAGE_KEYS.popupMemory, JSON.stringify({ ...readAll(), [audience]: memory }));
  } catch {
    // A full or refusing storage: the popup still closes; only the memory is lost.
  }
}
