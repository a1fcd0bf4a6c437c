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

/** Where the browser refuses site data the guarded store keeps it for the page; the session flag keeps the images closed for the visit. */
export function rememberWelcomeImage(group: string, fileName: string): void {
  localStore.setItem(STORAGE_KEYS.welcomeImages, JSON.stringify({ ...readSaved(), [group]: fileName }));
}

/** The session flag: set once the player is through the welcome images (closed or saved). */
export function welcomeImagesDone(): boolean {
  return sessionStore.getItem(STORAGE_KEYS.welcomeDone) === '1';
}

export function markWelcomeImagesDone(): void {
  sessionStore.setItem(STORAGE_KEYS.welcomeDone, '1');
}
