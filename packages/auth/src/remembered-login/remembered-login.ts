import { STORAGE_KEYS, localStore } from '@lotto/app-core';
import type { LoginType } from '../types';
import { indexedDbKeyStore, type KeyStore } from './key-store';

/**
 * "Remember me": type, username or mobile and merchant, and for username logins the password
 * encrypted with AES-GCM under a non-extractable key kept in IndexedDB. Local storage only ever
 * holds cipher text (the platform's own client keeps the password merely encoded, which any
 * script on the page can read back).
 */
export interface RememberedLogin {
  type: Exclude<LoginType, 'firebase'>;
  username: string;
  merchant: string;
  password?: string;
}

interface StoredRecord {
  type: RememberedLogin['type'];
  username: string;
  merchant: string;
  /** base64 of the AES-GCM iv and cipher text; absent for SMS logins. */
  iv?: string;
  secret?: string;
}

const AES = { name: 'AES-GCM', length: 256 } as const;
const IV_BYTES = 12;

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function deviceKey(keys: KeyStore): Promise<CryptoKey> {
  const existing = await keys.get();
  if (existing) return existing;
  const key = await crypto.subtle.generateKey(AES, false, ['encrypt', 'decrypt']);
  await keys.put(key);
  return key;
}

export async function saveRememberedLogin(
  login: RememberedLogin,
  keys: KeyStore = indexedDbKeyStore,
  storage: Storage = localStore,
): Promise<void> {
  const record: StoredRecord = { type: login.type, username: login.username, merchant: login.merchant };
  if (login.type === 'username' && login.password) {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const cipher = await crypto.subtle.encrypt({ name: AES.name, iv }, await deviceKey(keys), new TextEncoder().encode(login.password));
    record.iv = toBase64(iv);
    record.secret = toBase64(cipher);
  }
  storage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify(record));
}

export async function readRememberedLogin(
  keys: KeyStore = indexedDbKeyStore,
  storage: Storage = localStore,
): Promise<RememberedLogin | null> {
  let record: StoredRecord;
  try {
    const raw = storage.getItem(STORAGE_KEYS.rememberedLogin);
    if (!raw) return null;
    record = JSON.parse(raw) as StoredRecord;
  } catch {
    return null;
  }
  const login: RememberedLogin = { type: record.type, username: record.username, merchant: record.merchant };
  if (record.iv && record.secret) {
    try {
      const key = await keys.get();
      if (!key) return login;
      const plain = await crypto.subtle.decrypt({ name: AES.name, iv: fromBase64(record.iv) }, key, fromBase64(record.secret));
      login.password = new TextDecoder().decode(plain);
    } catch {
      // A key lost with the browser's site data cannot open the old record: keep the username only.
    }
  }
  return login;
}

export async function clearRememberedLogin(keys: KeyStore = indexedDbKeyStore, storage: Storage = localStore): Promise<void> {
  storage.removeItem(STORAGE_KEYS.rememberedLogin);
  await keys.remove().catch(() => undefined);
}
