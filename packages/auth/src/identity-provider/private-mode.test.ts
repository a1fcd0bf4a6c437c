import { describe, expect, it } from 'vitest';
import { isPrivateBrowsing } from './private-mode';

const GIB = 1_073_741_824;

describe('private browsing', () => {
  it('is seen in a Chromium private window by its memory-sized quota', async () => {
    expect(await isPrivateBrowsing({ storageQuota: async () => 120_000_000, heapLimit: 4 * GIB })).toBe(true);
  });

  it('is not seen in a normal Chromium profile', async () => {
    expect(
      await isPrivateBrowsing({ storageQuota: async () => 10 * GIB, heapLimit: 4 * GIB, serviceWorkers: true, secureContext: true }),
    ).toBe(false);
  });

  it('uses 1 GiB as the heap when the browser does not tell', async () => {
    expect(await isPrivateBrowsing({ storageQuota: async () => GIB })).toBe(true);
    expect(await isPrivateBrowsing({ storageQuota: async () => 3 * GIB })).toBe(false);
  });

  it('is seen in a WebKit private window by the refused file system', async () => {
    const openDirectory = async () => {
      throw new Error('UnknownError: The operation failed for an unknown transient reason');
    };
    expect(await isPrivateBrowsing({ openDirectory })).toBe(true);
  });

  it('is not claimed from other file-system errors', async () => {
    const openDirectory = async () => {
      throw new Error('SecurityError');
    };
    expect(await isPrivateBrowsing({ openDirectory })).toBe(false);
  });

  it('is seen in a Gecko private window by the missing service workers on a secure page', async () => {
    expect(await isPrivateBrowsing({ serviceWorkers: false, secureContext: true })).toBe(true);
    expect(await isPrivateBrowsing({ serviceWorkers: false, secureContext: false })).toBe(false);
  });

  it('is not claimed when the quota cannot be read', async () => {
    expect(await isPrivateBrowsing({ storageQuota: async () => Promise.reject(new Error('no')) })).toBe(false);
  });
});
