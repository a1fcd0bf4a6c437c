import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim, postJson } from '../testing/test-helpers';
import type { SystemStatus } from './system';

interface CountryValue {
  countryCode: string;
  countryDialingCode: string;
  countries: { countryCode: string; countryDialingCode: string; name: string }[];
}

const MAINTENANCE_END = Date.UTC(2030, 0, 1);

describe('GET /wps/system/status', () => {
  it('reports no maintenance and no restriction, and the caller IP', async () => {
    const { app } = makeSim();
    const query = '?device=MOBILE&track=1&originalDomain=example.com&url=%2Fm%2Fhome';
    const body = await envelopeOf<SystemStatus>(
      await app.request(`/wps/system/status${query}`, { headers: { 'X-Forwarded-For': '203.0.113.7' } }),
    );
    expect(body.value).toMatchObject({
      maintenance: false,
      maintenanceEnd: null,
      maintenanceTitle: '',
      maintenanceDesc: '',
      regionRestriction: false,
      location: { ip: '203.0.113.7' },
      restrictionDesc: '',
    });
  });

  it('reports maintenance with its end, title and HTML description once switched on', async () => {
    const { app } = makeSim();
    await app.request('/__sim/maintenance', postJson({ on: true, end: MAINTENANCE_END }));
    const { value } = await envelopeOf<SystemStatus>(await app.request('/wps/system/status'));
    expect(value.maintenance).toBe(true);
    expect(value.maintenanceEnd).toBe(MAINTENANCE_END);
    expect(value.maintenanceTitle).not.toBe('');
    expect(value.maintenanceDesc).toContain('<');
  });

  it('switches maintenance for one merchant only when one is named', async () => {
    const { app } = makeSim();
    await app.request('/__sim/maintenance', postJson({ on: true, merchant: 'demo2' }));
    const demo = await envelopeOf<SystemStatus>(await app.request('/wps/system/status'));
    const demo2 = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo2' } }));
    expect(demo.value.maintenance).toBe(false);
    expect(demo2.value).toMatchObject({ maintenance: true, maintenanceEnd: null });
  });

  it('switches maintenance off again', async () => {
    const { app } = makeSim();
    await app.request('/__sim/maintenance', postJson({ on: true, end: MAINTENANCE_END }));
    await app.request('/__sim/maintenance', postJson({ on: false }));
    const { value } = await envelopeOf<SystemStatus>(await app.request('/wps/system/status'));
    expect(value).toMatchObject({ maintenance: false, maintenanceEnd: null, maintenanceTitle: '' });
  });

  it('reports the region restriction with its description', async () => {
    const { app } = makeSim();
    await app.request('/__sim/region', postJson({ on: true, merchant: 'demo' }));
    const { value } = await envelopeOf<SystemStatus>(await app.request('/wps/system/status'));
    expect(value.regionRestriction).toBe(true);
    expect(value.restrictionDesc).not.toBe('');
  });

  it('answers domain_not_available when the original domain is blocked', async () => {
    const { app } = makeSim();
    const blocked = await app.request(
      '/__sim/domains',
      postJson({ blocked: ['Lucky-Star.example', 'http://127.0.0.1:4317/m/home'], merchant: 'demo' }),
    );
    expect(await blocked.json()).toEqual({ merchants: ['demo'], blocked: ['lucky-star.example', '127.0.0.1:4317'] });
    const response = await app.request('/wps/system/status?originalDomain=lucky-star.example&url=%2Fm%2Fhome');
    expect(response.status).toBe(200);
    expect(await envelopeOf(response)).toEqual({
      success: false,
      value: null,
      message: 'Domain not available',
      errorCode: 'domain_not_available',
    });
    // Any port of a host named without one; only that port of a host named with one.
    expect(
      (await envelopeOf(await app.request('/wps/system/status?originalDomain=https%3A%2F%2Flucky-star.example%3A8443'))).errorCode,
    ).toBe('domain_not_available');
    expect((await envelopeOf(await app.request('/wps/system/status?originalDomain=127.0.0.1%3A4318'))).success).toBe(true);
    expect((await envelopeOf(await app.request('/wps/system/status?originalDomain=other.example'))).success).toBe(true);
    // Another merchant is not affected.
    expect(
      (await envelopeOf(await app.request('/wps/system/status?originalDomain=lucky-star.example', { headers: { Merchant: 'demo2' } })))
        .success,
    ).toBe(true);
  });

  it("answers domain_not_available when the request's own host is blocked", async () => {
    const { app } = makeSim();
    await app.request('/__sim/domains', postJson({ blocked: ['127.0.0.1:4317'] }));
    expect((await envelopeOf(await app.request('http://127.0.0.1:4317/wps/system/status'))).errorCode).toBe('domain_not_available');
    expect(
      (await envelopeOf(await app.request('http://127.0.0.1:4317/wps/system/status', { headers: { Merchant: 'demo2' } }))).errorCode,
    ).toBe('domain_not_available');
    expect((await envelopeOf(await app.request('http://localhost:4317/wps/system/status'))).success).toBe(true);
  });

  it('unblocks domains with an empty list and on reset', async () => {
    const { app } = makeSim();
    await app.request('/__sim/domains', postJson({ blocked: ['blocked.example'] }));
    expect(await (await app.request('/__sim/domains')).json()).toEqual({ demo: ['blocked.example'], demo2: ['blocked.example'] });
    await app.request('/__sim/domains', postJson({ blocked: [], merchant: 'demo2' }));
    expect(await (await app.request('/__sim/domains')).json()).toEqual({ demo: ['blocked.example'], demo2: [] });
    await app.request('/__sim/reset', { method: 'POST' });
    expect((await envelopeOf(await app.request('/wps/system/status?originalDomain=blocked.example'))).success).toBe(true);
  });

  it('refuses a domains body that is not a list of host names', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/domains', postJson({ blocked: 'x.example' }))).status).toBe(400);
    expect((await app.request('/__sim/domains', postJson({ blocked: [''] }))).status).toBe(400);
    expect((await app.request('/__sim/domains', postJson({ blocked: [42] }))).status).toBe(400);
    expect((await app.request('/__sim/domains', postJson({ blocked: [], merchant: 'nobody' }))).status).toBe(400);
  });

  it('refuses a toggle for an unknown merchant', async () => {
    const { app } = makeSim();
    const response = await app.request('/__sim/region', postJson({ on: true, merchant: 'nobody' }));
    expect(response.status).toBe(400);
  });
});

describe('GET /wps/system/country', () => {
  it("answers the merchant's own country first and its picker list", async () => {
    const { app } = makeSim();
    const { value } = await envelopeOf<CountryValue>(await app.request('/wps/system/country?_=demo'));
    expect(value.countryCode).toBe('PH');
    expect(value.countryDialingCode).toBe('63');
    expect(value.countries.length).toBeGreaterThanOrEqual(12);
    expect(value.countries[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' });
  });

  it('differs per merchant', async () => {
    const { app } = makeSim();
    const { value } = await envelopeOf<CountryValue>(await app.request('/wps/system/country?_=demo2', { headers: { Merchant: 'demo2' } }));
    expect(value).toMatchObject({ countryCode: 'VN', countryDialingCode: '84' });
    expect(value.countries.map((country) => country.countryCode)).not.toContain('PH');
  });
});

type Node = { modId: string; enabled: string; childrenNodes: Node[] };

/** The tree as a flag map, the way a client reads it. */
function flags(nodes: Node[], into: Record<string, boolean> = {}): Record<string, boolean> {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    flags(node.childrenNodes, into);
  }
  return into;
}

describe("GET /wps/system/status: the merchant's settings in info", () => {
  it('gives demo its settings in the platform shapes: the flag tree, resources, register rules, CDNs', async () => {
    const { app } = makeSim();
    const { value } = await envelopeOf<SystemStatus>(await app.request('http://127.0.0.1:8123/wps/system/status'));
    expect(flags(value.info.whitelabel)).toMatchObject({
      GEETEST3: false,
      A2HS3: true,
      chat: true,
      autoLogin: true,
      forcePasswordChangeOnExpiry: true,
      UPDATEMOBILEICC3: true,
      REWCEN3: true,
    });
    expect(value.info.whitelabel.find((node) => node.modId === 'REG3')?.childrenNodes).toEqual([
      { modId: 'MOBILENUMREG3', enabled: '1', childrenNodes: [] },
    ]);
    expect(value.info.resources.map((resource) => resource.resourceType)).toEqual(
      expect.arrayContaining(['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon']),
    );
    expect(value.info.register.username).toEqual({
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 6,
      maxLength: 16,
      patternId: 'ALPHANUMERIC',
    });
    expect(value.info.register.password?.acceptedPattern).toBe('*');
    expect(value.info).toMatchObject({
      mainDomain: '127.0.0.1:8123',
      analytics: { gtagId: 'G-SIMDEMO1' },
      imageCDNs: ['/sim-assets/cdn'],
      launchGameCDNs: ['/sim-assets/game'],
      currency: 'PHP',
      currencySymbol: '₱',
      registerCaptcha: false,
      gw: { GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
    });
    expect(value.info.customerService[0]).toEqual(
      expect.objectContaining({ csType: expect.any(String), csPosition: 1, path: expect.any(String), name: expect.any(String) }),
    );
  });

  it('gives demo2 different flags: Geetest v4 captcha, no chat, no auto-login', async () => {
    const { app } = makeSim();
    const { value } = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo2' } }));
    expect(value.info.gw.GEETEST_VERSION).toBe('v4');
    expect(value.info.gw.GEETEST_ID).toMatch(/^[0-9a-f]{32}$/);
    expect(flags(value.info.whitelabel)).toMatchObject({ GEETEST3: true, chat: false, autoLogin: false });
    expect(value.info.currency).toBe('VND');
  });

  it("lists the simulator's line hosts as domainRoute (serving/line-hosts.test.ts covers them)", async () => {
    const { app, state } = makeSim();
    const { value: unbound } = await envelopeOf<SystemStatus>(await app.request('http://127.0.0.1:8123/wps/system/status'));
    expect(unbound.info.domainRoute).toEqual(['http://127.0.0.1:8123']);
    state.lines.bind(['http://127.0.0.1:8124', 'http://127.0.0.1:8125', 'http://127.0.0.1:8126']);
    const { value } = await envelopeOf<SystemStatus>(await app.request('http://127.0.0.1:8123/wps/system/status'));
    expect(value.info.domainRoute).toEqual(['http://127.0.0.1:8124', 'http://127.0.0.1:8125', 'http://127.0.0.1:8126']);
  });
});

describe('GET /wps/system/whitelabel and /wps/system/templates', () => {
  it('answers the same tree the status call carries', async () => {
    const { app } = makeSim();
    const tree = await envelopeOf<Node[]>(await app.request('/wps/system/whitelabel', { headers: { Merchant: 'demo2' } }));
    const status = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo2' } }));
    expect(tree.value).toEqual(status.value.info.whitelabel);
  });

  it('answers the template parameters of spec 001 §3, per merchant', async () => {
    const { app } = makeSim();
    const { value } = await envelopeOf<Record<string, string>>(await app.request('/wps/system/templates'));
    expect(value).toMatchObject({
      image_logo: '/sim-assets/demo/logo.svg',
      desktop_app_feature: '1',
      apple_touch_icon: '/sim-assets/demo/icons/180.png',
    });
    expect(JSON.parse(value.pwa!)).toEqual({
      title: 'Lucky Star Lottery',
      icons: {
        192: '/sim-assets/demo/icons/192.png',
        256: '/sim-assets/demo/icons/256.png',
        384: '/sim-assets/demo/icons/384.png',
        512: '/sim-assets/demo/icons/512.png',
      },
    });
    const demo2 = await envelopeOf<Record<string, string>>(await app.request('/wps/system/templates', { headers: { Merchant: 'demo2' } }));
    expect(demo2.value.desktop_app_feature).toBe('0');
  });

  it('switches desktop_app_feature through the control API', async () => {
    const { app } = makeSim();
    await app.request('/__sim/merchant', postJson({ merchant: 'demo2', desktopAppFeature: true }));
    const { value } = await envelopeOf<Record<string, string>>(
      await app.request('/wps/system/templates', { headers: { Merchant: 'demo2' } }),
    );
    expect(value.desktop_app_feature).toBe('1');
  });
});

describe('GET /wps/system/manifest.json', () => {
  it("answers the merchant's manifest without a Merchant header: scope /m/, start /m/home, the static manifest's id, PNG icons by size", async () => {
    const { app } = makeSim();
    const response = await app.request('/wps/system/manifest.json?merchantCode=demo2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ id: '/m/home', name: 'Golden Dragon Games', scope: '/m/', start_url: '/m/home?homescreen=1' });
    expect(manifest.icons).toEqual(
      [192, 256, 384, 512].map((size) => ({
        src: `/sim-assets/demo2/icons/${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
    );
  });

  it('refuses an unknown merchant code', async () => {
    const { app } = makeSim();
    expect((await app.request('/wps/system/manifest.json?merchantCode=nobody')).status).toBe(404);
  });
});

describe('GET /wps/system/config', () => {
  it('is not a platform call, so the simulator does not answer it', async () => {
    const { app } = makeSim();
    expect((await app.request('/wps/system/config')).status).toBe(404);
  });
});

describe('GET /wps/system/test/ping', () => {
  it('answers a line-speed ping from another origin', async () => {
    const { app } = makeSim();
    const response = await app.request('http://localhost:8123/wps/system/test/ping?speed=1', {
      headers: { Origin: 'http://127.0.0.1:8123', Merchant: 'demo' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8123');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers the preflight of a line-speed ping', async () => {
    const { app } = makeSim();
    const response = await app.request('/wps/system/test/ping', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8123',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'merchant,language',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('Merchant');
  });
});
