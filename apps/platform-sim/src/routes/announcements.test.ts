import { describe, expect, it } from 'vitest';
import { jsonOf, makeSim, postJson } from '../testing/test-helpers';

const PATH = '/wps/relay/MCSFE_getListAnnouncements';
const COMM3 = { ModuleId: 'COMM3' };

interface Lists {
  success: boolean;
  errorCode: string;
  value: Record<string, Array<{ id?: number; groupName?: string; execution?: string; url?: string }>>;
}

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('answers one list per asked type code, without a session', async () => {
    const sim = makeSim();
    const body = await jsonOf<Lists>(await sim.app.request(`${PATH}?types=B,PU,PR&platform=M`, { headers: COMM3 }));
    expect(Object.keys(body.value).sort()).toEqual(['banners', 'popup', 'promotion']);
    expect(new Set(body.value.banners?.map((banner) => banner.groupName))).toEqual(new Set(['home', 'm_popup1', 'm_popup2']));
    expect(new Set(body.value.popup?.map((item) => item.execution))).toEqual(new Set(['A', 'B', 'F']));
  });

  it('narrows the popups to one audience with execution', async () => {
    const sim = makeSim();
    const body = await jsonOf<Lists>(await sim.app.request(`${PATH}?types=PU&platform=M&execution=B`, { headers: COMM3 }));
    expect(body.value.popup?.every((item) => item.execution === 'B')).toBe(true);
  });

  it('refuses a call without the module id COMM3', async () => {
    const response = await makeSim().app.request(`${PATH}?types=B&platform=M`);
    expect(response.status).toBe(400);
    expect((await jsonOf<Lists>(response)).errorCode).toBe('function.not.available');
  });

  it('serves every banner image it lists', async () => {
    const sim = makeSim();
    const body = await jsonOf<Lists>(await sim.app.request(`${PATH}?types=B&platform=M`, { headers: COMM3 }));
    for (const banner of body.value.banners ?? []) {
      const image = await sim.app.request(banner.url ?? '');
      expect(image.status, banner.url).toBe(200);
      expect(image.headers.get('Content-Type')).toContain('image/svg+xml');
    }
  });

  it('lets a test replace the popup list, and reset restores the seed', async () => {
    const sim = makeSim();
    const popup = [{ id: 1, title: 'Changed', content: '<p>new</p>', execution: 'B' }];
    expect((await sim.app.request('/__sim/announcements', postJson({ merchant: 'demo', popup }))).status).toBe(200);
    let body = await jsonOf<Lists>(await sim.app.request(`${PATH}?types=PU&platform=M`, { headers: COMM3 }));
    expect(body.value.popup).toEqual(popup);
    await sim.app.request('/__sim/reset', postJson({}));
    body = await jsonOf<Lists>(await sim.app.request(`${PATH}?types=PU&platform=M`, { headers: COMM3 }));
    expect(body.value.popup?.length).toBeGreaterThan(1);
  });

  it('switches to the hostile list by name and refuses malformed items', async () => {
    const sim = makeSim();
    expect((await sim.app.request('/__sim/announcements', postJson({ preset: 'hostile' }))).status).toBe(200);
    const body = await jsonOf<Lists>(await sim.app.request(`${PATH}?types=PU&platform=M`, { headers: COMM3 }));
    expect(body.value.popup?.[0]?.id).toBe(901);
    expect((await sim.app.request('/__sim/announcements', postJson({ popup: [{ id: 'x' }] }))).status).toBe(400);
  });
});
