import { describe, expect, it } from 'vitest';
import { envelopeOf, jsonOf, makeSim, postJson, sessionFor } from '../testing/test-helpers';

interface DepositSettings {
  totalDepositSuccessCount: number;
  firstDeposit: string;
}

describe('deposit settings and the deposit control', () => {
  it('counts the deposits the control adds, and says firstDeposit Y once there is one', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const read = async () =>
      (
        await envelopeOf<DepositSettings>(
          await sim.app.request('/wps/relay/MCSFE_getDepositSettings', { headers: { Authorization: token } }),
        )
      ).value;
    expect(await read()).toMatchObject({ totalDepositSuccessCount: 0, firstDeposit: 'N' });
    const added = await jsonOf<{ totalDepositSuccessCount: number }>(
      await sim.app.request('/__sim/deposit', postJson({ username: 'player01', count: 2 })),
    );
    expect(added.totalDepositSuccessCount).toBe(2);
    expect(await read()).toMatchObject({ totalDepositSuccessCount: 2, firstDeposit: 'Y' });
  });

  it('needs a session', async () => {
    const sim = makeSim();
    expect((await sim.app.request('/wps/relay/MCSFE_getDepositSettings')).status).toBe(401);
  });
});

describe('download links and the web-clip profile', () => {
  it('lists the merchant links as resources, and the control removes one', async () => {
    const sim = makeSim();
    type Config = { resources: Array<{ resourceType: string; url: string }>; appDownload: { forcedDownloadDepositTimes: number } };
    const config = (await envelopeOf<{ info: Config }>(await sim.app.request('/wps/system/status'))).value.info;
    expect(config.resources.map((r) => r.resourceType)).toEqual(['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon', 'Facebook']);
    expect(config.appDownload.forcedDownloadDepositTimes).toBe(5);
    await sim.app.request(
      '/__sim/app-download',
      postJson({ merchant: 'demo', downloads: { IOS: null }, settings: { forcedDownload: true } }),
    );
    const after = (
      await envelopeOf<{ info: Config & { appDownload: { forcedDownload: boolean } } }>(await sim.app.request('/wps/system/status'))
    ).value.info;
    expect(after.resources.map((r) => r.resourceType)).not.toContain('IOS');
    expect(after.appDownload.forcedDownload).toBe(true);
  });

  it('refuses a setting of the wrong type', async () => {
    const sim = makeSim();
    const response = await sim.app.request('/__sim/app-download', postJson({ settings: { a2hsMaxCloseTimes: 'three' } }));
    expect(response.status).toBe(400);
  });

  it('serves a managed web clip profile for the merchant', async () => {
    const sim = makeSim();
    const response = await sim.app.request('http://127.0.0.1:8080/sim-assets/demo/profile.mobileconfig');
    expect(response.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    const body = await response.text();
    expect(body).toContain('<string>com.apple.webClip.managed</string>');
    expect(body).toContain('<string>http://127.0.0.1:8080/m/home</string>');
    expect(body).toContain('<string>Lucky Star Lottery</string>');
    for (const key of ['URL', 'Label', 'Icon', 'FullScreen', 'IsRemovable']) expect(body).toContain(`<key>${key}</key>`);
    const icon = Buffer.from(/<data>([^<]+)<\/data>/.exec(body)?.[1] ?? '', 'base64');
    expect(icon.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});
