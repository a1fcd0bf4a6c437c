import { localStore } from '@lotto/app-core';
import { PUSH_STORAGE_KEYS } from '@lotto/app-core/push-storage-keys';

/** The registration token last bound on this device, and to whom. */
export interface BindingRecord {
  token: string;
  memberId: string | number;
  merchantCode: string;
}

export function readBinding(storage: Storage = localStore): BindingRecord | null {
  try {
    const record = JSON.parse(storage.getItem(PUSH_STORAGE_KEYS.pushBinding) ?? 'null') as Partial<BindingRecord> | null;
    if (typeof record?.token !== 'string' || record.memberId === undefined || typeof record.merchantCode !== 'string') return null;
    return { token: record.token, memberId: record.memberId, merchantCode: record.merchantCode };
  } catch {
    return null;
  }
}

export function writeBinding(record: BindingRecord, storage: Storage = localStore): void {
  storage.setItem(PUSH_STORAGE_KEYS.pushBinding, JSON.stringify(record));
}

export function clearBinding(storage: Storage = localStore): void {
  storage.removeItem(PUSH_STORAGE_KEYS.pushBinding);
}

/** Binding is idempotent: the same token for the same member and merchant is not bound twice. */
export function isAlreadyBound(record: BindingRecord | null, wanted: BindingRecord): boolean {
  return (
    record !== null &&
    record.token === wanted.token &&
    String(record.memberId) === String(wanted.memberId) &&
    record.merchantCode === wanted.merchantCode
  );
}
