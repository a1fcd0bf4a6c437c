import { ChatInbox } from './chat-inbox';
import { CaptchaStore } from './geetest-captchas';
import { DeploymentCounter } from './deployments';
import { FaultStore } from './faults';
import { ImageCaptchaStore } from './image-captchas';
import { LineRegistry } from './lines';
import { RequestLog } from './request-log';
import { RsaKeyRing } from '../crypto/rsa-keys';
import type { CountrySeed, IdentityProviderLink, MemberSeed, MerchantSeed, Seed } from '../seed/types';
import { SessionStore } from './sessions';
import { normaliseDialingCode, normaliseMobile, SmsOutbox } from './sms-outbox';
import { TrackingUploads } from './tracking-uploads';
import { PushRegistry } from './push-registry';
import { FeedbackBox } from './feedback-box';
import { InboxStore } from './inbox';

/** What a register call carried that the member keeps (spec 000 §3, register payload). */
export interface RegistrationRecord {
  affiliateCode: string | null;
  referralCode: string | null;
  pixelTrack: unknown;
  registerMethod: string | null;
  registerUrl: string | null;
  domain: string | null;
  loginDeviceId: string | null;
  /** Ours: the extra field a merchant's register rules may ask for (routes/register-rules.ts). */
  realName: string | null;
  /** Ours: the member whose referralCode the call carried (an agent's downline), else null. */
  referrer: { id: number; username: string } | null;
}

/**
 * A member as the simulator holds it: a copy of the seed that later calls (password change,
 * register) may change. Members made by a register call carry `registration`.
 */
export type Member = MemberSeed & {
  registration?: RegistrationRecord;
  /**
   * Every identity-provider link of the member: the seeded `identityProvider`, then the ones made
   * since (a login that binds, registration through the provider). identity/identity-links.ts.
   */
  identityLinks: IdentityProviderLink[];
};

/** A member to add: identityLinks defaults to the draft's identityProvider. */
export type MemberDraft = Omit<Member, 'id' | 'identityLinks'> & { identityLinks?: IdentityProviderLink[] };

function withIdentityLinks<T extends MemberSeed & { identityLinks?: IdentityProviderLink[] }>(
  member: T,
): T & { identityLinks: IdentityProviderLink[] } {
  return { ...member, identityLinks: member.identityLinks ?? (member.identityProvider === null ? [] : [{ ...member.identityProvider }]) };
}

export interface MerchantState {
  seed: MerchantSeed;
  maintenance: { on: boolean; end: number | null };
  regionRestricted: boolean;
  /** Domains the status call refuses with domain_not_available (POST /__sim/domains), normalised host or host:port. */
  blockedDomains: string[];
}

/**
 * Everything the simulator knows, in memory. reset() rebuilds it from the seed; the RSA keys
 * survive a reset so a client holding a key is not broken by a test's clean-up.
 */
export class SimState {
  readonly merchants = new Map<string, MerchantState>();
  members: Member[] = [];
  readonly sessions: SessionStore;
  readonly faults = new FaultStore();
  readonly requestLog = new RequestLog();
  readonly rsaKeys: RsaKeyRing;
  /** The line hosts of the line-speed chooser; bound by startSim, empty under app.request(). */
  readonly lines = new LineRegistry();
  /** Codes sent by the SMS call (GET /__sim/sms shows them). */
  readonly sms: SmsOutbox;
  /** The simulated Geetest service: issued challenges and results, dead hosts (POST /__sim/captcha). */
  readonly captcha: CaptchaStore;
  /** The platform's image captcha: images drawn per browser session, wrong passwords per username. */
  readonly imageCaptcha: ImageCaptchaStore;
  /** Simulated deployments since the reset: what the asset manifests answer (POST /__sim/deployment). */
  readonly deployments = new DeploymentCounter();
  /** Unread customer-service messages per member (POST /__sim/chat/messages adds some). */
  readonly chatInbox = new ChatInbox();
  /** Tracking uploads the app made (POST /wps/system/collect). */
  readonly trackingUploads = new TrackingUploads();
  /** Push tokens bound to members and their topics (CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe). */
  readonly push: PushRegistry;
  /** Feedback the app sent (PUT /wps/feedback), for GET /__sim/feedback. */
  readonly feedback: FeedbackBox;
  /** Each member's inbox messages (the EMFE_ calls); POST /__sim/inbox adds some. */
  readonly inbox: InboxStore;
  /** Successful deposits per member id since the reset (POST /__sim/deposit); seeded members start at 0. */
  readonly deposits = new Map<number, number>();
  readonly now: () => number;
  /** Members that have logged in since the last reset (firstTimeLogin). */
  private readonly loggedIn = new Set<number>();
  private readonly seededMemberIds: ReadonlySet<number>;

  constructor(
    readonly seed: Seed,
    options: { rsaKeys?: RsaKeyRing; now?: () => number } = {},
  ) {
    this.rsaKeys = options.rsaKeys ?? new RsaKeyRing(options.now === undefined ? {} : { now: options.now });
    this.now = options.now ?? Date.now;
    this.sessions = new SessionStore(this.now);
    this.sms = new SmsOutbox(this.now);
    this.push = new PushRegistry(this.now);
    this.captcha = new CaptchaStore(this.now);
    this.imageCaptcha = new ImageCaptchaStore(this.now);
    this.feedback = new FeedbackBox(this.now);
    this.inbox = new InboxStore(this.now);
    this.seededMemberIds = new Set(seed.members.map((member) => member.id));
    this.reset();
  }

  reset(): void {
    this.merchants.clear();
    for (const merchant of this.seed.merchants) {
      this.merchants.set(merchant.code, {
        seed: merchant,
        maintenance: { on: false, end: null },
        regionRestricted: false,
        blockedDomains: [],
      });
    }
    this.members = this.seed.members.map((member) => withIdentityLinks(structuredClone(member)));
    this.sessions.clear();
    this.faults.clear();
    this.requestLog.clear();
    this.lines.reset();
    this.sms.clear();
    this.captcha.reset();
    this.imageCaptcha.reset();
    this.deployments.reset();
    this.chatInbox.reset();
    this.trackingUploads.clear();
    this.push.clear();
    this.feedback.clear();
    this.inbox.reset(this.members);
    this.deposits.clear();
    this.loggedIn.clear();
  }

  merchant(code: string): MerchantState | undefined {
    return this.merchants.get(code);
  }

  /** The merchant's picker countries, in the merchant's order. */
  countriesOf(merchant: MerchantSeed): CountrySeed[] {
    return merchant.countryCodes.flatMap((code) => this.seed.countries.filter((country) => country.countryCode === code));
  }

  findMember(merchant: string, username: string): Member | undefined {
    return this.members.find((member) => member.merchant === merchant && member.username === username);
  }

  /**
   * The merchant's member with this mobile number (national part, any formatting); when a dialling
   * code is given (with or without +) it must match too.
   */
  findMemberByMobile(merchant: string, mobileNum: string, countryDialingCode?: string): Member | undefined {
    const mobile = normaliseMobile(mobileNum);
    const dialing = countryDialingCode === undefined ? '' : normaliseDialingCode(countryDialingCode);
    if (mobile === '') return undefined;
    return this.members.find(
      (member) => member.merchant === merchant && member.mobileNum === mobile && (dialing === '' || member.countryDialingCode === dialing),
    );
  }

  /** The merchant's member with this username, ignoring case (registration refuses such a name). */
  findMemberIgnoringCase(merchant: string, username: string): Member | undefined {
    const wanted = username.toLowerCase();
    return this.members.find((member) => member.merchant === merchant && member.username.toLowerCase() === wanted);
  }

  /** Adds a registered member; its id follows the highest id in use. */
  addMember(draft: MemberDraft): Member {
    const id = this.members.reduce((highest, member) => Math.max(highest, member.id), 0) + 1;
    const member: Member = withIdentityLinks({ id, ...draft });
    this.members.push(member);
    return member;
  }

  memberById(id: number): Member | undefined {
    return this.members.find((member) => member.id === id);
  }

  /** Seeded members have logged in before the simulator started: their logins are never the first. */
  isSeededMember(id: number): boolean {
    return this.seededMemberIds.has(id);
  }

  hasLoggedIn(id: number): boolean {
    return this.loggedIn.has(id);
  }

  recordLogin(id: number): void {
    this.loggedIn.add(id);
  }
}
