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

  it("serves each game vendor's logo at games/{vendor}.svg: its colours, emblem and monogram", async () => {
    const { app } = makeSim();
    const icon = await app.request('/sim-assets/cdn/games/TCG_LOTTO_VN.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const logo = await icon.text();
    expect(logo).toContain('aria-label="TCG_LOTTO_VN"');
    expect(logo).toContain('>VN</text>');
    expect(logo).toContain('<polygon');
    // Two vendors never share a look.
    expect(await (await app.request('/sim-assets/cdn/games/JILI.svg')).text()).not.toContain('#e03131');
    expect((await app.request('/sim-assets/cdn/games/bad<code>.svg')).status).toBe(404);
  });

  it("serves each game's icon at gameicon/{vendor}/{code}.svg: drawn art without words, the same every time", async () => {
    const { app } = makeSim();
    const first = await (await app.request('/sim-assets/cdn/gameicon/JILI/JILI_001.svg')).text();
    expect(first).toContain('<svg');
    expect(first).not.toContain('<text');
    expect(await (await app.request('/sim-assets/cdn/gameicon/JILI/JILI_001.svg')).text()).toBe(first);
    expect(await (await app.request('/sim-assets/cdn/gameicon/JILI/JILI_002.svg')).text()).not.toBe(first);
    expect((await app.request('/sim-assets/cdn/gameicon/JILI/bad<code>.svg')).status).toBe(404);
  });
});
