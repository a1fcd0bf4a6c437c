import { PUSH_STORAGE_KEYS } from '@lotto/app-core/push-storage-keys';

/** Spec 001 §9: the notification prompt is offered once per browser session; a reload is the same session. */
export function wasPromptOffered(storage: Storage = sessionStorage): boolean {
  return storage.getItem(PUSH_STORAGE_KEYS.pushPromptOffered) === '1';
}

export function rememberPromptOffered(storage: Storage = sessionStorage): void {
  storage.setItem(PUSH_STORAGE_KEYS.pushPromptOffered, '1');
}
