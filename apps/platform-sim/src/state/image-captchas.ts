import { randomInt } from 'node:crypto';
import { randomHex } from '../crypto/random';

/**
 * The platform's own image captcha (docs/platform-calls.md, the image captcha): after too many
 * wrong passwords for a username the login asks for it, the image comes from GET /wps/captcha?t=,
 * and the next login carries the typed characters as `captcha`.
 *
 * The image and the login are tied together the way a session-keeping server does it: the image
 * answer sets a cookie (CAPTCHA_COOKIE) naming the browser's captcha session, the login (same
 * origin, credentials included) sends it back, and the server compares the payload's `captcha`
 * with the text of the last image it drew for that session. One image, one check: the check
 * spends it whatever the outcome, so every refusal needs a new image.
 */

export const CAPTCHA_COOKIE = 'wps_captcha';
/** Characters that cannot be mistaken for one another (no 0/O, 1/I, 5/S, 8/B, 2/Z…); captcha/image-captcha-svg.ts draws each. */
export const IMAGE_CAPTCHA_ALPHABET = 'ACEFHKLMNPRTUVWXY34679';
const IMAGE_CAPTCHA_LENGTH = 5;
/** An image older than this no longer passes (ours: the platform's lifetime is not documented). */
export const IMAGE_CAPTCHA_TTL_MS = 5 * 60_000;
/** Images kept at most; the oldest sessions drop off past this. */
const MAX_SESSIONS = 1_000;
const SESSION_ID_BYTES = 16;
const SESSION_ID = /^[0-9a-f]{32}$/;

interface IssuedImage {
  session: string;
  text: string;
  issuedAt: number;
  used: boolean;
}

/** What GET /__sim/captcha/image-answer answers: the text of an image, for journeys. */
export type ImageCaptchaAnswer = IssuedImage;

export type ImageCaptchaCheck = 'passed' | 'missing' | 'invalid';

function randomText(): string {
  return Array.from({ length: IMAGE_CAPTCHA_LENGTH }, () => IMAGE_CAPTCHA_ALPHABET[randomInt(IMAGE_CAPTCHA_ALPHABET.length)]).join('');
}

export class ImageCaptchaStore {
  /** session id -> the last image drawn for it (Map order: oldest first). */
  private readonly images = new Map<string, IssuedImage>();
  /** "merchant\0username" -> wrong passwords in a row. */
  private readonly failures = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  reset(): void {
    this.images.clear();
    this.failures.clear();
  }

  /** A new image for the cookie's session (a new session when the cookie is absent or not ours); replaces its last one. */
  issue(cookie: string | undefined): IssuedImage {
    const session = cookie !== undefined && SESSION_ID.test(cookie) ? cookie : randomHex(SESSION_ID_BYTES);
    const image: IssuedImage = { session, text: randomText(), issuedAt: this.now(), used: false };
    this.images.delete(session);
    this.images.set(session, image);
    if (this.images.size > MAX_SESSIONS) {
      const oldest = this.images.keys().next();
      if (oldest.done !== true) this.images.delete(oldest.value);
    }
    return image;
  }

  /**
   * The login's check: the answer (trimmed, any case) against the session's last image, which
   * this spends. No session, a used or expired image, or other characters: invalid.
   */
  check(cookie: string | undefined, answer: unknown): ImageCaptchaCheck {
    const image = cookie === undefined ? undefined : this.images.get(cookie);
    const fresh = image !== undefined && !image.used && this.now() - image.issuedAt <= IMAGE_CAPTCHA_TTL_MS;
    if (image !== undefined) image.used = true;
    if (typeof answer !== 'string' || answer.trim() === '') return 'missing';
    return fresh && answer.trim().toUpperCase() === image.text ? 'passed' : 'invalid';
  }

  /** The session's last image, or without a session the last image drawn for anyone. */
  latest(session?: string): ImageCaptchaAnswer | undefined {
    const image = session === undefined ? [...this.images.values()].at(-1) : this.images.get(session);
    return image === undefined ? undefined : { ...image };
  }

  /** A wrong password for the username; answers the count in a row. */
  recordWrongPassword(merchant: string, username: string): number {
    const key = `${merchant}\0${username}`;
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    return count;
  }

  wrongPasswords(merchant: string, username: string): number {
    return this.failures.get(`${merchant}\0${username}`) ?? 0;
  }

  /** The right password: the count starts again. */
  clearWrongPasswords(merchant: string, username: string): void {
    this.failures.delete(`${merchant}\0${username}`);
  }
}
