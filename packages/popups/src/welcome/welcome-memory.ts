import { STORAGE_KEYS, localStore, sessionStore } from '@lotto/app-core';

function readSaved(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStore.getItem(STORAGE_KEYS.welcomeImages) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Per welcome group, the image file name last closed or saved. */
export function savedWelcomeImages(): Record<string, string> {
  return readSaved();
}

export function rememberWelcomeImage(group: string, fileName: string): void {
  try {
    localStore.setItem(STORAGE_KEYS.welcomeImages, JSON.stringify({ ...readSaved(), [group]: fileName }));
  } catch {
    // No local storage: the image closes all the same, and the session flag keeps it closed for the visit.
  }
}

/** The session flag: set once the player is through the welcome images (closed or saved). */
export function welcomeImagesDone(): boolean {
  return sessionStore.getItem(STORAGE_KEYS.welcomeDone) === '1';
}

export function markWelcomeImagesDone(): void {
  sessionStore.setItem(STORAGE_KEYS.welcomeDone, '1');
}
