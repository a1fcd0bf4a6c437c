import { describe, expect, it, vi } from 'vitest';
import { sharePromotion } from './share-promotion';

const DATA = { title: 'Welcome bonus', url: 'https://lotto.example/m/activity?id=101' };
const clipboard = (write: () => Promise<void>) => ({ writeText: vi.fn(write) }) as unknown as Clipboard;

describe('sharing a promotion', () => {
  it('through the Web Share API where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const copy = clipboard(async () => undefined);
    expect(await sharePromotion(DATA, { share, clipboard: copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
    expect(copy.writeText).not.toHaveBeenCalled();
  });

  it('closing the share sheet copies nothing', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await sharePromotion(DATA, { share, clipboard: clipboard(async () => undefined) })).toBe('cancelled');
  });

  it('copies the link without the API, or when it fails', async () => {
    const copy = clipboard(async () => undefined);
    expect(await sharePromotion(DATA, { clipboard: copy })).toBe('copied');
    expect(copy.writeText).toHaveBeenCalledWith(DATA.url);
    const broken = vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    expect(await sharePromotion(DATA, { share: broken, clipboard: copy })).toBe('copied');
  });

  it('says so when neither way works', async () => {
    expect(await sharePromotion(DATA, { clipboard: clipboard(async () => Promise.reject(new Error('no'))) })).toBe('failed');
  });
});
