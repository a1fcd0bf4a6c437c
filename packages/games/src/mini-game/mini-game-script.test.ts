import { afterEach, describe, expect, it } from 'vitest';
import { loadMiniGameScript } from './mini-game-script';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.LottoMiniGames;
});

function scripts() {
  return [...document.head.querySelectorAll('script')];
}

describe("the mini game's script", () => {
  it("is added once, from its variant's path, and answers with what the script registered", async () => {
    const first = loadMiniGameScript('v1');
    const second = loadMiniGameScript('v1');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.getAttribute('src')).toBe('/mini-game/v1/minigame.js');
    const mount = () => () => undefined;
    window.LottoMiniGames = { v1: { mount } };
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect((await first).mount).toBe(mount);
    expect(await second).toBe(await first);
  });

  it('is asked for again after a failed load', async () => {
    const failed = loadMiniGameScript('s1');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/did not load/);
    expect(scripts()).toHaveLength(0);
    void loadMiniGameScript('s1').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
