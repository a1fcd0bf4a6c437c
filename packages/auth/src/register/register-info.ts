import { STORAGE_KEYS, localStore } from '@lotto/app-core';

/** The stored registration info (spec 000 §3); the status call reads its originalDomain. */
export interface StoredRegisterInfo {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
}

export function readRegisterInfo(storage: Storage = localStore): StoredRegisterInfo {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.registerInfo) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredRegisterInfo) : {};
  } catch {
    return {};
  }
}

/** Keeps the codes with the domain the player first came through (spec 000 §3, stored registration info). */
export function saveRegisterInfo(
  codes: { affiliateCode?: string; referralCode?: string },
  hostname: string,
  storage: Storage = localStore,
): void {
  try {
    const stored = readRegisterInfo(storage);
    const info: StoredRegisterInfo = {
      affiliateCode: codes.affiliateCode ?? stored.affiliateCode,
      referralCode: codes.referralCode ?? stored.referralCode,
      originalDomain: stored.originalDomain ?? hostname,
    };
    storage.setItem(STORAGE_KEYS.registerInfo, JSON.stringify(info));
  } catch {
    // Storage refused: the codes still travel with this registration.
  }
}
