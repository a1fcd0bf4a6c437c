import { describe, expect, it } from 'vitest';
import { makeSim } from '../testing/test-helpers';

describe('/sim-assets', () => {
  it("serves each merchant's logo as SVG", async () => {
    const { app } = makeSim();
    const demo = await app.request('/sim-assets/demo/logo.svg');
    expect(demo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await demo.text()).toContain('Lucky Star Lottery');
    expect(await (await app.request('/sim-assets/demo2/logo.svg')).text()).toContain('Golden Dragon Games');
    expect((await app.request('/sim-assets/nobody/logo.svg')).status).toBe(404);
  });

  it("serves each merchant's installed-app icons as PNG at the templates' sizes only", async () => {
    const { app } = makeSim();
    const icon = await app.request('/sim-assets/demo/icons/192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await icon.arrayBuffer());
    // The PNG header's width, big-endian at byte 16.
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(192);
    expect((await app.request('/sim-assets/demo/icons/180.png')).status).toBe(200);
    expect((await app.request('/sim-assets/demo/icons/100.png')).status).toBe(404);
    expect((await app.request('/sim-assets/nobody/icons/192.png')).status).toBe(404);
  });

  it("answers the native apps' stand-ins as attachments, so the page that asked stays", async () => {
    const { app } = makeSim();
    for (const file of ['app.apk', 'app.ipa']) {
      const response = await app.request(`/sim-assets/demo/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    }
    expect((await app.request('/sim-assets/nobody/app.apk')).status).toBe(404);
    expect((await app.request('/sim-assets/demo/app.exe')).status).toBe(404);
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
