import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copying the link', () => {
  it('uses the Clipboard API when it is allowed', async () => {
    const writeText = vi.fn(async () => undefined);
    const copySelection = vi.fn(() => true);
    await expect(copyText('L', { clipboard: { writeText }, copySelection })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('L');
    expect(copySelection).not.toHaveBeenCalled();
  });

  it('falls back to copying the selection when the Clipboard API is refused or missing', async () => {
    const refused = { writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) };
    await expect(copyText('L', { clipboard: refused, copySelection: () => true })).resolves.toBe('copied');
    await expect(copyText('L', { copySelection: () => true })).resolves.toBe('copied');
  });

  it('asks the player to copy it when both are refused', async () => {
    const refused = { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) };
    await expect(copyText('L', { clipboard: refused, copySelection: () => false })).resolves.toBe('manual');
    await expect(
      copyText('L', {
        copySelection: () => {
          throw new Error('not supported');
        },
      }),
    ).resolves.toBe('manual');
    await expect(copyText('L', {})).resolves.toBe('manual');
  });
});
