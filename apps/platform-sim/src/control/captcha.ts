import type { Hono } from 'hono';
import { GEETEST_API_HOSTS, GEETEST_NETWORK_FAILURE, GEETEST_STATIC_HOSTS, geetestHostKind } from '../captcha/geetest';
import type { GeetestFailure } from '../state/geetest-captchas';
import type { SimState } from '../state/sim-state';
import { accepted, notFound, withJsonBody, type JsonObject } from './request-body';

/** The captcha stand-in's switches, as GET and POST /__sim/captcha answer them. */
function captchaView(state: SimState) {
  return {
    apiHosts: [...GEETEST_API_HOSTS],
    staticHosts: [...GEETEST_STATIC_HOSTS],
    deadHosts: [...state.captcha.deadHosts],
    failNext: state.captcha.failNext,
    issued: state.captcha.counts(),
  };
}

function parseFailNext(input: unknown): GeetestFailure | null | string {
  if (input === null) return null;
  if (typeof input !== 'object' || Array.isArray(input)) return 'failNext must be { code, message? } or null';
  const { code, message } = input as JsonObject;
  const codeText = typeof code === 'number' && Number.isInteger(code) ? String(code) : code;
  if (typeof codeText !== 'string' || !/^\d+$/.test(codeText)) return 'failNext.code must be a numeric error code, e.g. 60205';
  if (message !== undefined && typeof message !== 'string') return 'failNext.message must be a string';
  return { code: codeText, message: message ?? GEETEST_NETWORK_FAILURE };
}

/** The dead hosts of a POST /__sim/captcha body: every one must be a stand-in host. */
function parseDeadHosts(input: unknown): Set<string> | string {
  if (!Array.isArray(input)) return 'deadHosts must be an array of host names';
  const dead = new Set<string>();
  for (const host of input as unknown[]) {
    if (typeof host !== 'string' || geetestHostKind(host) === null) {
      return `not a captcha host: ${JSON.stringify(host)} (one of ${[...GEETEST_API_HOSTS, ...GEETEST_STATIC_HOSTS].join(', ')})`;
    }
    dead.add(host);
  }
  return dead;
}

/**
 * The Geetest stand-in's switches (README, "Captcha"): dead hosts and a failure for the next API
 * request; and the text of the image captcha a browser was shown.
 */
export function registerCaptchaControl(control: Hono, state: SimState): void {
  control.get('/captcha', (c) => c.json(captchaView(state)));

  control.post(
    '/captcha',
    withJsonBody((body, c) => {
      // Both are checked before either applies: a refused body changes nothing.
      const dead = body.deadHosts === undefined ? undefined : accepted(parseDeadHosts(body.deadHosts));
      const failNext = body.failNext === undefined ? undefined : accepted(parseFailNext(body.failNext));
      if (dead !== undefined) state.captcha.deadHosts = dead;
      if (failNext !== undefined) state.captcha.failNext = failNext;
      return c.json(captchaView(state));
    }),
  );

  // Its session's (the wps_captcha cookie), else the last one drawn.
  control.get('/captcha/image-answer', (c) => {
    const session = c.req.query('session');
    const image = state.imageCaptcha.latest(session === undefined || session === '' ? undefined : session);
    return image === undefined ? notFound(c, 'no image captcha has been drawn') : c.json(image);
  });
}
