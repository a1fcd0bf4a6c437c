import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from './key-store';
import { STORAGE_KEYS } from '@lotto/app-core';
import { clearRememberedLogin, readRememberedLogin, saveRememberedLogin } from './remembered-login';

describe('remembered login', () => {
  it('keeps the password only as AES-GCM cipher text under a non-extractable key', async () => {
    const keys = memoryKeyStore();
    await saveRememberedLogin({ type: 'username', username: 'player01', merchant: 'demo', password: 'Passw0rd!' }, keys);
    const stored = localStorage.getItem(STORAGE_KEYS.rememberedLogin) ?? '';
    expect(stored).not.toContain('Passw0rd');
    expect(stored).not.toContain(btoa('Passw0rd!'));
    expect(stored).not.toContain(btoa(btoa('Passw0rd!')));
    const key = await keys.get();
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
    expect(await readRememberedLogin(keys)).toEqual({ type: 'username', username: 'player01', merchant: 'demo', password: 'Passw0rd!' });
  });

  it('keeps no password for SMS logins', async () => {
    const keys = memoryKeyStore();
    await saveRememberedLogin({ type: 'sms', username: '9170000001', merchant: 'demo', password: '123456' }, keys);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedLogin) ?? '{}')).toEqual({
      type: 'sms',
      username: '9170000001',
      merchant: 'demo',
    });
    expect(await keys.get()).toBeUndefined();
  });

  it('keeps the username when the key is gone', async () => {
    const keys = memoryKeyStore();
    await saveRememberedLogin({ type: 'username', username: 'player01', merchant: 'demo', password: 'x' }, keys);
    await keys.remove();
    expect(await readRememberedLogin(keys)).toEqual({ type: 'username', username: 'player01', merchant: 'demo' });
  });

  it('clears the record and the key', async () => {
    const keys = memoryKeyStore();
    await saveRememberedLogin({ type: 'username', username: 'player01', merchant: 'demo', password: 'x' }, keys);
    await clearRememberedLogin(keys);
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBeNull();
    expect(await keys.get()).toBeUndefined();
    expect(await readRememberedLogin(keys)).toBeNull();
  });
});
