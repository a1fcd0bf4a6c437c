import { describe, expect, it, vi } from 'vitest';
import { shareInvite } from './web-share';

const INVITE = { title: 'Lucky Star Lottery', text: 'Join me', url: 'https://join.lucky.example/?r=R1001' };

describe('sharing the invite', () => {
  it('hands the link to the system share sheet', async () => {
    const share = vi.fn(async () => undefined);
    await expect(shareInvite(INVITE, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(INVITE);
  });

  it('is unavailable without a share sheet, or when it will not take the data or refuses', async () => {
    await expect(shareInvite(INVITE, {})).resolves.toBe('unavailable');
    await expect(shareInvite(INVITE, undefined)).resolves.toBe('unavailable');
    await expect(shareInvite(INVITE, { share: vi.fn(), canShare: () => false })).resolves.toBe('unavailable');
    const refused = vi.fn(async () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    await expect(shareInvite(INVITE, { share: refused })).resolves.toBe('unavailable');
  });

  it('is cancelled when the player closes the sheet', async () => {
    const closed = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    await expect(shareInvite(INVITE, { share: closed })).resolves.toBe('cancelled');
  });
});
