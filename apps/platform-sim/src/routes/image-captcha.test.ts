import { describe, expect, it } from 'vitest';
import type { ImageCaptchaAnswer } from '../state/image-captchas';
import { encryptForSim, envelopeOf, jsonOf, makeSim, postEncrypted, postJson } from '../testing/test-helpers';

const LOGIN_PATH = '/wps/session/login';
const RIGHT = 'Passw0rd!';
const WRONG = 'not-it';

type Sim = ReturnType<typeof makeSim>;

async function login(sim: Sim, payload: Record<string, unknown>, { cookie, merchant }: { cookie?: string; merchant?: string } = {}) {
  const call = await encryptForSim(sim.app, { type: 'username', loginDeviceId: 'device', isOfficialAppLogin: false, ...payload });
  const headers: Record<string, string> = {};
  if (cookie !== undefined) headers.Cookie = cookie;
  if (merchant !== undefined) headers.Merchant = merchant;
  return envelopeOf(await postEncrypted(sim.app, LOGIN_PATH, call, headers));
}

async function wrongPasswords(sim: Sim, times: number, username = 'player01', merchant?: string) {
  const answers = [];
  for (let attempt = 0; attempt < times; attempt += 1) answers.push(await login(sim, { username, password: WRONG }, { merchant }));
  return answers;
}

/** GET /wps/captcha as a browser: the picture, and the cookie to send back (`name=value`). */
async function image(sim: Sim, cookie?: string) {
  const response = await sim.app.request(`/wps/captcha?t=${Date.now()}`, { headers: cookie === undefined ? {} : { Cookie: cookie } });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const answer = await jsonOf<ImageCaptchaAnswer>(await sim.app.request('/__sim/captcha/image-answer'));
  return { response, setCookie, cookie: setCookie.split(';')[0] ?? '', text: answer.text };
}

describe('the image captcha after wrong passwords', () => {
  it('asks for it with value.captcha from the third wrong password in a row, not before', async () => {
    const answers = await wrongPasswords(makeSim(), 3);
    expect(answers.map((answer) => [answer.errorCode, answer.value])).toEqual([
      ['login.cred.err', null],
      ['login.cred.err', null],
      ['login.cred.err', { captcha: true }],
    ]);
  });

  it('then refuses even the right password without the characters, before looking at it', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3);
    const answer = await login(sim, { username: 'player01', password: RIGHT });
    expect(answer).toMatchObject({ success: false, errorCode: 'captcha.required', value: { captcha: true } });
    expect(answer.message).toBe('Enter the characters shown in the image');
    expect(sim.state.sessions.size).toBe(0);
  });

  it('serves the picture as SVG, never cached, with an HttpOnly cookie naming the browser’s captcha session', async () => {
    const sim = makeSim();
    const { response, setCookie } = await image(sim);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(setCookie).toMatch(/^wps_captcha=[0-9a-f]{32}; Max-Age=300; Path=\/wps; HttpOnly; SameSite=Lax$/);
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('refuses wrong characters; the image is spent, so even its right characters fail after that', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3);
    const { cookie, text } = await image(sim);
    const wrong = await login(sim, { username: 'player01', password: RIGHT, captcha: text === 'AAAAA' ? 'CCCCC' : 'AAAAA' }, { cookie });
    expect(wrong).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });
    expect(wrong.message).toMatch(/do not match the image/);
    expect(await login(sim, { username: 'player01', password: RIGHT, captcha: text }, { cookie })).toMatchObject({
      errorCode: 'captcha.invalid',
    });
  });

  it('refuses the characters of an image drawn for another browser', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3);
    const mine = await image(sim);
    const theirs = await image(sim);
    expect(theirs.cookie).not.toBe(mine.cookie);
    expect(await login(sim, { username: 'player01', password: RIGHT, captcha: theirs.text }, { cookie: mine.cookie })).toMatchObject({
      errorCode: 'captcha.invalid',
    });
  });

  it('a new image replaces the session’s last one, keeping the session', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3);
    const first = await image(sim);
    const second = await image(sim, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect(await login(sim, { username: 'player01', password: RIGHT, captcha: first.text }, { cookie: first.cookie })).toMatchObject({
      errorCode: 'captcha.invalid',
    });
  });

  it('a wrong password with the right characters is still a wrong password, and keeps asking', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3);
    const { cookie, text } = await image(sim);
    expect(await login(sim, { username: 'player01', password: WRONG, captcha: text }, { cookie })).toMatchObject({
      errorCode: 'login.cred.err',
      value: { captcha: true },
    });
  });

  it('the right characters (any case) and password log in, and the count starts again', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3);
    const { cookie, text } = await image(sim);
    const answer = await login(sim, { username: 'player01', password: RIGHT, captcha: ` ${text.toLowerCase()} ` }, { cookie });
    expect(answer).toMatchObject({ success: true, value: { userName: 'player01' } });
    expect((await wrongPasswords(sim, 1))[0]?.value).toBeNull();
    expect((await login(sim, { username: 'player01', password: RIGHT })).success).toBe(true);
  });

  it('counts per merchant and username', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3, 'player01', 'demo');
    expect((await wrongPasswords(sim, 1, 'agent01', 'demo'))[0]?.value).toBeNull();
    expect((await login(sim, { username: 'player01', password: RIGHT }, { merchant: 'demo' })).errorCode).toBe('captcha.required');
    expect((await login(sim, { username: 'agent01', password: RIGHT }, { merchant: 'demo' })).success).toBe(true);
  });

  it('follows the merchant’s limit, set through the control API: 1, 0 (always) or null (never)', async () => {
    const sim = makeSim();
    const switched = await sim.app.request('/__sim/merchant', postJson({ merchant: 'demo', imageCaptchaAfter: 1 }));
    expect(await jsonOf(switched)).toMatchObject({ demo: { imageCaptchaAfter: 1 } });
    expect((await wrongPasswords(sim, 1))[0]?.value).toEqual({ captcha: true });

    await sim.app.request('/__sim/merchant', postJson({ merchant: 'demo', imageCaptchaAfter: null }));
    expect((await login(sim, { username: 'player01', password: RIGHT })).success).toBe(true);
    expect((await wrongPasswords(sim, 5)).every((answer) => answer.value === null)).toBe(true);

    await sim.app.request('/__sim/merchant', postJson({ merchant: 'demo', imageCaptchaAfter: 0 }));
    expect((await login(sim, { username: 'agent01', password: RIGHT })).errorCode).toBe('captcha.required');

    for (const bad of [-1, 1.5, '3']) {
      expect((await sim.app.request('/__sim/merchant', postJson({ imageCaptchaAfter: bad }))).status).toBe(400);
    }
  });

  it('reset forgets the counts and the images', async () => {
    const sim = makeSim();
    await wrongPasswords(sim, 3);
    await image(sim);
    await sim.app.request('/__sim/reset', { method: 'POST' });
    expect((await login(sim, { username: 'player01', password: RIGHT })).success).toBe(true);
    expect((await sim.app.request('/__sim/captcha/image-answer')).status).toBe(404);
  });
});

describe('GET /__sim/captcha/image-answer', () => {
  it('answers the last image drawn, or a session’s own', async () => {
    const sim = makeSim();
    const first = await image(sim);
    await image(sim);
    const session = first.cookie.split('=')[1] ?? '';
    const own = await jsonOf<ImageCaptchaAnswer>(await sim.app.request(`/__sim/captcha/image-answer?session=${session}`));
    expect(own).toMatchObject({ session, text: first.text, used: false, issuedAt: expect.any(Number) });
    expect(own.text).toMatch(/^[A-Z0-9]{5}$/);
  });
});
