import { STORAGE_KEYS, localStore } from '@lotto/app-core';

const DEVICE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The 36-character id (8-4-4-4-12 hex) that names this device to the platform; made once, then reused. */
export function loginDeviceId(storage: Storage = localStore): string {
  try {
    const stored = storage.getItem(STORAGE_KEYS.loginDeviceId);
    if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
    const id = randomId();
    storage.setItem(STORAGE_KEYS.loginDeviceId, id);
    return id;
  } catch {
    return randomId();
  }
}
