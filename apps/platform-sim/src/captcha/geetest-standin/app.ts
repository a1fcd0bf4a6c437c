import { Hono, type Context } from 'hono';
import type { GeetestFailure } from '../../state/geetest-captchas';
import { GEETEST_BASE_PATH, GEETEST_ERROR_DETAILS, geetestHostKind, type GeetestHostKind } from '../geetest';
import { neverAnswer } from '../../serving/never-answer';
import type { SimState } from '../../state/sim-state';
import { geetestStandInScript, STANDIN_SCRIPT_CONTENT_TYPE } from './served-script';

/**
 * The Geetest stand-in's hosts, all on the simulator's origin: /sim-geetest/{host}/… where host
 * is one of sim-static-1..3 (the widget scripts and their resources) or sim-api-1..3 (start and
 * result calls, JSON). A dead host (POST /__sim/captcha) accepts requests and never answers.
 * Every request is kept in the request log with geetestHost set. CORS: any origin, no credentials.
 */

const HTTP_NOT_FOUND = 404;
/** Ours: the start or result call names a challenge, lot or captcha id the simulator did not issue. */
const UNKNOWN_CAPTCHA_CODE = '60100';
const RESOURCE_SCRIPT = '/* Geetest stand-in resource (platform simulator) */\n';

interface GeetestEnv {
  Variables: { geetestHost: string };
}

/** The vendor's shape for an API failure; the stand-in reports it through onError. */
function apiError(code: string, detail: string | undefined, msg: string) {
  return { status: 'error', code, msg, desc: { detail: detail ?? GEETEST_ERROR_DETAILS[code] ?? msg } };
}

function failureBody(failure: GeetestFailure) {
  return apiError(failure.code, GEETEST_ERROR_DETAILS[failure.code], failure.message);
}

function hostAndRest(path: string): { host: string; rest: string } | null {
  const match = /^\/([^/]+)(\/.*)$/.exec(path.slice(GEETEST_BASE_PATH.length));
  return match === null ? null : { host: match[1] ?? '', rest: match[2] ?? '' };
}

function notFound(c: Context): Response {
  return c.json({ status: 'error', code: 'not.found', msg: `No Geetest stand-in resource at ${c.req.path}` }, HTTP_NOT_FOUND);
}

export function createGeetestApp(state: SimState): Hono<GeetestEnv> {
  const app = new Hono<GeetestEnv>();
  const captcha = state.captcha;

  app.use('*', async (c, next) => {
    const parts = hostAndRest(c.req.path);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'no-store');
    state.requestLog.add({
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: null,
      at: state.now(),
      ...(parts === null ? {} : { geetestHost: parts.host }),
    });
    if (parts === null || geetestHostKind(parts.host) === null) return notFound(c);
    if (captcha.deadHosts.has(parts.host)) return neverAnswer(c);
    c.set('geetestHost', parts.host);
    await next();
  });

  /** Only hosts of the kind serve a path: scripts from static hosts, calls from API hosts. */
  const on = (kind: GeetestHostKind, path: string, handler: (c: Context<GeetestEnv>) => Response | Promise<Response>) =>
    app.get(`/:host${path}`, (c) => (geetestHostKind(c.get('geetestHost')) === kind ? handler(c) : notFound(c)));

  const script = (c: Context, body: string) => c.body(body, 200, { 'Content-Type': STANDIN_SCRIPT_CONTENT_TYPE });
  on('static', '/gt.js', async (c) => script(c, await geetestStandInScript('v3', new URL(c.req.url).origin)));
  on('static', '/v4/gt4.js', async (c) => script(c, await geetestStandInScript('v4', new URL(c.req.url).origin)));
  on('static', '/static/gct.js', (c) => script(c, RESOURCE_SCRIPT));
  on('static', '/static/captcha.js', (c) => script(c, RESOURCE_SCRIPT));

  const unknown = (what: string) => apiError(UNKNOWN_CAPTCHA_CODE, `${what} not issued by the simulator`, 'Captcha configuration error');

  // v3: the widget's start and its result for a challenge of GET /wps/captcha/geetest.
  on('api', '/get.php', (c) => {
    const failure = captcha.takeFailure();
    if (failure !== null) return c.json(failureBody(failure));
    const known = captcha.knowsV3(c.req.query('gt') ?? '', c.req.query('challenge') ?? '');
    return c.json(known ? { status: 'success', data: { success: 1, new_captcha: true } } : unknown('challenge'));
  });
  on('api', '/ajax.php', (c) => {
    const failure = captcha.takeFailure();
    if (failure !== null) return c.json(failureBody(failure));
    const result = captcha.passV3(c.req.query('gt') ?? '', c.req.query('challenge') ?? '');
    return c.json(result === null ? unknown('challenge') : { status: 'success', data: result });
  });

  // v4: a lot for the merchant's captcha id, then its result.
  on('api', '/v4/load', (c) => {
    const failure = captcha.takeFailure();
    if (failure !== null) return c.json(failureBody(failure));
    const captchaId = c.req.query('captcha_id') ?? '';
    const known = captchaId !== '' && state.seed.merchants.some((merchant) => merchant.gw.GEETEST_ID === captchaId);
    return c.json(
      known ? { status: 'success', data: { captcha_id: captchaId, lot_number: captcha.loadV4(captchaId) } } : unknown('captcha_id'),
    );
  });
  on('api', '/v4/verify', (c) => {
    const failure = captcha.takeFailure();
    if (failure !== null) return c.json(failureBody(failure));
    const result = captcha.passV4(c.req.query('captcha_id') ?? '', c.req.query('lot_number') ?? '');
    return c.json(result === null ? unknown('lot_number') : { status: 'success', data: { result: 'success', seccode: result } });
  });

  app.all('*', (c) => notFound(c));
  return app;
}
