import { describe, expect, it, vi } from 'vitest';
import { decodeServicePath } from './decode-path';
import { desDecrypt } from './des-decrypt';

/** A test vector made with standard DES, not taken from the platform. */
const VECTOR = 'hKMAdeFKGLg9mH2UuahCGKbg5krRufxsVRPjynlCJcNjVbZ3yxnYPA==k3Y9pQ2z';
const SIM_PATH = 'uljTUsmA6OJqi3hh1ADDYg==k3Y9pQ2z';

describe('the customer-service path is decoded with its last 8 characters as the key', () => {
  it('decodes the protocol notes’ test vector', () => {
    const warn = vi.fn();
    expect(decodeServicePath(VECTOR, desDecrypt, warn)).toBe('https://chat.example.com/live?site=demo');
    expect(warn).not.toHaveBeenCalled();
  });

  it('decodes a path on the app’s own origin', () => {
    const warn = vi.fn();
    // '/sim-chat/aican' under the key k3Y9pQ2z (apps/platform-sim/src/seed/service-paths.ts made it).
    expect(decodeServicePath(SIM_PATH, desDecrypt, warn)).toBe('/sim-chat/aican');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the raw value with a warning when the key is wrong', () => {
    const warn = vi.fn();
    const wrongKey = `${VECTOR.slice(0, -8)}AAAAAAAA`;
    expect(decodeServicePath(wrongKey, desDecrypt, warn)).toBe(wrongKey);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back to the raw value with a warning for a plain address', () => {
    const warn = vi.fn();
    expect(decodeServicePath('https://chat.example.com/plain', desDecrypt, warn)).toBe('https://chat.example.com/plain');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back when the cipher text is cut', () => {
    const warn = vi.fn();
    const cut = `${VECTOR.slice(0, 20)}${VECTOR.slice(-8)}`;
    expect(decodeServicePath(cut, desDecrypt, warn)).toBe(cut);
    expect(warn).toHaveBeenCalledOnce();
  });
});
