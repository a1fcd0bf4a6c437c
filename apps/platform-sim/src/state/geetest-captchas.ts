import { randomHex } from '../crypto/random';

/**
 * What the simulated Geetest service has issued. The stand-in widget scripts
 * (captcha/geetest-standin/) ask the simulator's "API hosts" for a challenge or lot and, when the
 * player presses "I am human", for a result; every result is issued here and kept, so that login,
 * registration and SMS can check that a captcha result really came from the widget (and use it
 * once), as the platform asks Geetest.
 */

/** Issued challenges, lots and results kept; the oldest drop off past this. */
const MAX_ISSUED = 1_000;
const CHALLENGE_BYTES = 16;
const TOKEN_BYTES = 32;
const OUTPUT_BYTES = 48;
const MS_PER_S = 1_000;

/** The v3 widget's result, sent back as geetestChallenge / geetestSeccode. */
export interface GeetestV3Result {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** The v4 widget's result, sent back unchanged as geetestValidateV4. */
export interface GeetestV4Result {
  captcha_id: string;
  lot_number: string;
  pass_token: string;
  gen_time: string;
  captcha_output: string;
}

export interface GeetestFailure {
  code: string;
  message: string;
}

interface V3Challenge {
  merchant: string;
  gt: string;
  validate: string | null;
  used: boolean;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_ISSUED) {
    const oldest = map.keys().next();
    if (oldest.done !== true) map.delete(oldest.value);
  }
}

export class CaptchaStore {
  /** Hosts (GEETEST_API_HOSTS / GEETEST_STATIC_HOSTS names) whose requests are never answered. */
  deadHosts = new Set<string>();
  /** Answered by the next stand-in API request instead of its result. */
  failNext: GeetestFailure | null = null;
  private readonly challenges = new Map<string, V3Challenge>();
  /** lot_number -> captcha_id */
  private readonly lots = new Map<string, string>();
  private readonly passes = new Map<string, GeetestV4Result & { used: boolean }>();

  constructor(private readonly now: () => number = Date.now) {}

  reset(): void {
    this.deadHosts.clear();
    this.failNext = null;
    this.challenges.clear();
    this.lots.clear();
    this.passes.clear();
  }

  /** The next stand-in API request's failure, if one was asked for (it is answered once). */
  takeFailure(): GeetestFailure | null {
    const failure = this.failNext;
    this.failNext = null;
    return failure;
  }

  /** GET /wps/captcha/geetest: a new v3 challenge for the merchant's gt. */
  registerV3(merchant: string, gt: string): string {
    const challenge = randomHex(CHALLENGE_BYTES);
    remember(this.challenges, challenge, { merchant, gt, validate: null, used: false });
    return challenge;
  }

  /** The v3 widget's start (get.php): the challenge must be one registered for this gt and not used yet. */
  knowsV3(gt: string, challenge: string): boolean {
    const entry = this.challenges.get(challenge);
    return entry !== undefined && entry.gt === gt && !entry.used;
  }

  /** The v3 widget passed (ajax.php): a new validate for the challenge, replacing any earlier one. */
  passV3(gt: string, challenge: string): GeetestV3Result | null {
    const entry = this.challenges.get(challenge);
    if (entry === undefined || entry.gt !== gt || entry.used) return null;
    entry.validate = randomHex(CHALLENGE_BYTES);
    return { geetest_challenge: challenge, geetest_validate: entry.validate, geetest_seccode: `${entry.validate}|jordan` };
  }

  /** The server-side check of a v3 result: a passed challenge of this merchant with its seccode. Spends the challenge. */
  checkV3(merchant: string, challenge: string, seccode: string): boolean {
    const entry = this.challenges.get(challenge);
    if (entry === undefined || entry.used || entry.merchant !== merchant || entry.validate === null) return false;
    if (seccode !== `${entry.validate}|jordan`) return false;
    entry.used = true;
    return true;
  }

  /** The v4 widget's start (load): a new lot for the captcha id. */
  loadV4(captchaId: string): string {
    const lotNumber = randomHex(CHALLENGE_BYTES);
    remember(this.lots, lotNumber, captchaId);
    return lotNumber;
  }

  /** The v4 widget passed (verify): a new result for the lot, or null when the lot was not issued for the id. */
  passV4(captchaId: string, lotNumber: string): GeetestV4Result | null {
    if (this.lots.get(lotNumber) !== captchaId) return null;
    const result: GeetestV4Result = {
      captcha_id: captchaId,
      lot_number: lotNumber,
      pass_token: randomHex(TOKEN_BYTES),
      gen_time: String(Math.floor(this.now() / MS_PER_S)),
      captcha_output: Buffer.from(randomHex(OUTPUT_BYTES), 'hex').toString('base64url'),
    };
    remember(this.passes, result.pass_token, { ...result, used: false });
    return result;
  }

  /** The server-side check of a v4 result: issued for this captcha id, every field unchanged, not used yet. Spends it. */
  checkV4(captchaId: string, result: Record<string, unknown>): boolean {
    const passToken = result.pass_token;
    const issued = typeof passToken === 'string' ? this.passes.get(passToken) : undefined;
    if (issued === undefined || issued.used || issued.captcha_id !== captchaId) return false;
    const fields = ['captcha_id', 'lot_number', 'gen_time', 'captcha_output'] as const;
    if (fields.some((field) => result[field] !== issued[field])) return false;
    issued.used = true;
    return true;
  }

  /** Counts, for GET /__sim/captcha. */
  counts(): { challenges: number; lots: number; passes: number } {
    return { challenges: this.challenges.size, lots: this.lots.size, passes: this.passes.size };
  }
}
