import { sessionStore } from '@lotto/app-core';
import { PUSH_STORAGE_KEYS } from '@lotto/app-core/push-storage-keys';

/** Spec 001 §9: the notification prompt is offered once per browser session; a reload is the same session. */
export function wasPromptOffered(storage: Storage = sessionStore): boolean {
  return storage.getItem(PUSH_STORAGE_KEYS.pushPromptOffered) === '1';
}

export function rememberPromptOffered(storage: Storage = sessionStore): void {
  storage.setItem(PUSH_STORAGE_KEYS.pushPromptOffered, '1');
}
