import { randomInt } from 'node:crypto';

/**
 * The simulated SMS gateway: codes "sent" by POST /wps/verification/sms/noLogin land here, for
 * the SMS login and the SMS second factor to check, and for tests to read through
 * GET /__sim/sms. A number is (dialling code, national number), both digits only.
 */

/** Seconds a code stays valid, answered as expirationTime; a resend within it is refused. */
export const SMS_CODE_TTL_S = 60;
const SMS_CODE_DIGITS = 6;
/** Messages kept for inspection; older ones drop off. */
const SMS_OUTBOX_LIMIT = 500;

const MS_PER_S = 1_000;

export interface SmsMessage {
  countryDialingCode: string;
  mobileNum: string;
  code: string;
  /** ms since the epoch. */
  at: number;
  /** ms since the epoch; the code is refused from then on. */
  expiresAt: number;
  /** Set once a login or verification has accepted the code: a code works once. */
  used: boolean;
  /**
   * A text message instead of a code (e.g. the welcome text of register/firebase's smsTemplate);
   * `code` is then '' and the message never counts as the number's code.
   */
  text?: string;
}

export type SmsSendResult = { ok: true; message: SmsMessage } | { ok: false; retryInS: number };

/** Digits only: "+63" -> "63", "(0917) 000-0001" -> "9170000001" (a national number loses its leading trunk zeros). */
export function normaliseDialingCode(value: string): string {
  return value.replace(/\D/g, '');
}

export function normaliseMobile(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

export class SmsOutbox {
  private messages: SmsMessage[] = [];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly generateCode: () => string = () => String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0'),
  ) {}

  /** The newest code sent to the number, used or not (text messages are not codes). */
  latest(countryDialingCode: string, mobileNum: string): SmsMessage | undefined {
    return this.messages.find(
      (message) => message.text === undefined && message.countryDialingCode === countryDialingCode && message.mobileNum === mobileNum,
    );
  }

  /** Sends a text message (no code) to the number; it does not affect the number's codes. */
  sendText(countryDialingCode: string, mobileNum: string, text: string): SmsMessage {
    const now = this.now();
    const message: SmsMessage = { countryDialingCode, mobileNum, code: '', at: now, expiresAt: now, used: false, text };
    this.add(message);
    return message;
  }

  /**
   * Sends a new code to the number, unless its last code is still valid and unused (then the
   * seconds left before a resend is allowed).
   */
  send(countryDialingCode: string, mobileNum: string): SmsSendResult {
    const now = this.now();
    const last = this.latest(countryDialingCode, mobileNum);
    if (last !== undefined && !last.used && now < last.expiresAt) {
      return { ok: false, retryInS: Math.ceil((last.expiresAt - now) / MS_PER_S) };
    }
    const message: SmsMessage = {
      countryDialingCode,
      mobileNum,
      code: this.generateCode(),
      at: now,
      expiresAt: now + SMS_CODE_TTL_S * MS_PER_S,
      used: false,
    };
    this.add(message);
    return { ok: true, message };
  }

  private add(message: SmsMessage): void {
    this.messages.unshift(message);
    if (this.messages.length > SMS_OUTBOX_LIMIT) this.messages.length = SMS_OUTBOX_LIMIT;
  }

  /** True, and the code is spent, when code is the number's last code, unused and not expired. */
  consume(countryDialingCode: string, mobileNum: string, code: string): boolean {
    const last = this.latest(countryDialingCode, mobileNum);
    if (last === undefined || last.used || this.now() >= last.expiresAt || last.code !== code.trim()) return false;
    last.used = true;
    return true;
  }

  /** Newest first; only the national number's messages when one is given. */
  list(mobileNum?: string): SmsMessage[] {
    const wanted = mobileNum === undefined ? undefined : normaliseMobile(mobileNum);
    return this.messages.filter((message) => wanted === undefined || message.mobileNum === wanted).map((message) => ({ ...message }));
  }

  clear(): void {
    this.messages = [];
  }
}
