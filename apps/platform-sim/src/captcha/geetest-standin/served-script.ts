import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { GEETEST_API_HOSTS, GEETEST_BASE_PATH, GEETEST_ERROR_DETAILS, GEETEST_NETWORK_FAILURE, GEETEST_STATIC_HOSTS } from '../geetest';
import type { StandInSettings } from './browser';

/**
 * The stand-in scripts as the simulator serves them: browser.ts with its types stripped and its
 * syntax lowered, inside a function that declares the settings it reads, so that it leaves no
 * global but the vendor's initGeetest / initGeetest4, as the vendor's scripts do.
 */

export const STANDIN_SCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';
/** Each host's time to answer before the next is tried (spec 000 §9: 3 s); config.timeout overrides it. */
const DEFAULT_RESOURCE_TIMEOUT_MS = 3_000;
/** Error code (ours) when no API host answers: the vendor's loader would fall back to its offline mode. */
const API_UNREACHABLE_CODE = '60201';
/** Error code (ours) for a missing required config field (gt and challenge, or captchaId). */
const PARAM_ERROR_CODE = '60001';

const BROWSER_SOURCE = fileURLToPath(new URL('./browser.ts', import.meta.url));
/**
 * The syntax the served script may use. The app loads it where the vendor's script would run, so
 * it is kept to what the oldest supported browsers parse (README, "Supported browsers"), and lower.
 */
export const STANDIN_SCRIPT_SYNTAX = 'es2017';

let compiled: Promise<string> | undefined;

/** browser.ts as browsers run it; compiled once per process, on the first request for it. */
function compiledBrowserSource(): Promise<string> {
  compiled ??= readFile(BROWSER_SOURCE, 'utf8')
    .then((source) => transform(source, { loader: 'ts', target: STANDIN_SCRIPT_SYNTAX, sourcefile: BROWSER_SOURCE }))
    .then((result) => result.code);
  return compiled;
}

/** JSON, with "<" escaped so no value can close a script element. */
function literal(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The stand-in script for a version, with the simulator's origin as the request named it (the script's own src wins in a browser). */
export async function geetestStandInScript(version: 'v3' | 'v4', origin: string): Promise<string> {
  const settings: StandInSettings = {
    VERSION: version,
    SERVED_ORIGIN: origin,
    BASE_PATH: GEETEST_BASE_PATH,
    API_HOSTS: GEETEST_API_HOSTS,
    STATIC_HOSTS: GEETEST_STATIC_HOSTS,
    ERROR_DETAILS: GEETEST_ERROR_DETAILS,
    NETWORK_FAILURE: GEETEST_NETWORK_FAILURE,
    DEFAULT_TIMEOUT_MS: DEFAULT_RESOURCE_TIMEOUT_MS,
    API_UNREACHABLE_CODE,
    PARAM_ERROR_CODE,
  };
  const declarations = Object.entries(settings).map(([name, value]) => `var ${name} = ${literal(value)};\n`);
  return `(function (window) {\n'use strict';\n${declarations.join('')}${await compiledBrowserSource()}})(window);\n`;
}
