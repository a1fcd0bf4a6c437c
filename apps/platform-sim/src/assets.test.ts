import { describe, expect, it } from 'vitest';
import { makeSim } from './test-helpers';

describe('/sim-assets', () => {
  it("serves each merchant's logo as SVG", async () => {
    const { app } = makeSim();
    const demo = await app.request('/sim-assets/demo/logo.svg');
    expect(demo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await demo.text()).toContain('Lucky Star Lottery');
    expect(await (await app.request('/sim-assets/demo2/logo.svg')).text()).toContain('Golden Dragon Games');
    expect((await app.request('/sim-assets/nobody/logo.svg')).status).toBe(404);
  });

  it('serves country flags at the CDN path COUNTRY_FLAG/{code}.png', async () => {
    const { app } = makeSim();
    const flag = await app.request('/sim-assets/cdn/COUNTRY_FLAG/PH.png');
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await app.request('/sim-assets/cdn/COUNTRY_FLAG/xx1.png')).status).toBe(404);
  });

  it("serves each game vendor's icon at games/{vendor}.svg", async () => {
    const { app } = makeSim();
    const icon = await app.request('/sim-assets/cdn/games/TCG_LOTTO_VN.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toContain('TCG LOTTO');
    expect((await app.request('/sim-assets/cdn/games/bad<code>.svg')).status).toBe(404);
  });
});
