import type { APIRequestContext } from '@playwright/test';
import type { SimPushCall, SimPushDelivery } from '@lotto/push/testing';
import { uploadedEvents, type UploadedEvent } from '@lotto/tracking/testing';
import type {
  Fault,
  FaultSpec,
  FeedbackRecord,
  GEETEST_API_HOSTS,
  GEETEST_STATIC_HOSTS,
  GeetestFailure,
  ImageCaptchaAnswer,
  InboxMessage,
  LineInfo,
  LoggedRequest,
  Member,
  BannerSeed,
  MerchantSeed,
  PopupSeed,
  ReferralSeed,
  Session,
  SmsMessage,
  WhitelabelFlag,
} from '@lotto/platform-sim';

/** The simulator's test-control API (apps/platform-sim/README.md, "The control API"). */
const CONTROL_PATH = '/__sim';

/** demo2's GEETEST_ID: the captcha stand-in starts v4 only for an id a merchant has. */
export const V4_CAPTCHA_ID = '6f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** A call in the request log; journeys read an encrypted call's payload as the object the app sent. */
type LoggedCall = Omit<LoggedRequest, 'decrypted'> & { decrypted?: Record<string, unknown> };

/** What POST /__sim/session answers: a logged-in token for a seeded member. */
type SimSession = Pick<Session, 'token'> & { id: Member['id']; userName: Member['username']; type: Member['type'] };

type MerchantCode = MerchantSeed['code'];
type CaptchaHost = (typeof GEETEST_API_HOSTS)[number] | (typeof GEETEST_STATIC_HOSTS)[number];

// The simulator parses the bodies below from JSON without naming their types, so they are spelt out here.

/** POST /__sim/merchant: merges into one merchant's switches, or every merchant's without `merchant`. */
export interface MerchantUpdate {
  merchant?: MerchantCode;
  whitelabelVal?: Partial<Record<WhitelabelFlag, boolean>>;
  gw?: Partial<MerchantSeed['gw']>;
  registerCaptcha?: MerchantSeed['registerCaptcha'];
  sms?: Pick<MerchantSeed['sms'], 'provider'>;
  /** Wrong passwords in a row before a username's login asks for the image captcha; 0 always, null never. */
  imageCaptchaAfter?: MerchantSeed['imageCaptchaAfter'];
  promotions?: Partial<MerchantSeed['promotions']>;
  /** The `desktop_app_feature` template: the app links the merchant's dynamic manifest. */
  desktopAppFeature?: MerchantSeed['desktopAppFeature'];
}

/** POST /__sim/app-download: download links (null removes one) and the prompts' settings (apps/platform-sim/README.md). */
export interface AppDownloadUpdate {
  merchant?: MerchantCode;
  downloads?: Partial<Record<'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon', string | null>>;
  settings?: Partial<MerchantSeed['appDownload']>;
}

/** POST /__sim/referral: a merchant's promotion domains and offer switches (every merchant's without `merchant`). */
interface ReferralUpdate {
  merchant?: MerchantCode;
  promotionDomains?: ReferralSeed['promotionDomains'];
  offers?: Partial<ReferralSeed['offers']>;
}

/** POST /__sim/captcha: `deadHosts` is the whole set of dead stand-in hosts; `failNext` fails the next API request. */
interface CaptchaUpdate {
  deadHosts?: CaptchaHost[];
  failNext?: { code: GeetestFailure['code'] | number; message?: GeetestFailure['message'] } | null;
}

/** POST /__sim/lines: lines named by origin or index; `dead` is the whole set of dead lines. */
interface LinesUpdate {
  delays?: Record<string, LineInfo['delayMs']>;
  dead?: Array<LineInfo['origin'] | LineInfo['index']>;
}

/** POST /__sim/maintenance and /__sim/region: one merchant, or every merchant without `merchant`. */
interface SwitchUpdate {
  on: boolean;
  merchant?: MerchantCode;
}

interface MaintenanceUpdate extends SwitchUpdate {
  /** ms since the epoch; without it the status call answers no end. */
  end?: number | null;
}

/** POST /__sim/domains: replaces the blocked hosts; `[]` unblocks. */
interface DomainsUpdate {
  blocked: string[];
  merchant?: MerchantCode;
}

/** POST /__sim/register-rules: per field, merged into one merchant's rules (or every merchant's); null removes an extra field's. */
type RegisterRulesUpdate = {
  merchant?: MerchantCode;
  rules: { [Field in keyof MerchantSeed['registerRules']]?: Partial<NonNullable<MerchantSeed['registerRules'][Field]>> | null };
};

/** POST /__sim/analytics: one merchant's pixels, or every merchant's without `merchant`. */
type AnalyticsUpdate = Partial<MerchantSeed['analytics']> & { merchant?: MerchantCode };
/** POST /__sim/announcements: a named change (quiet, hostile, none) and/or whole new lists. */
interface AnnouncementsUpdate {
  merchant?: MerchantCode;
  preset?: 'quiet' | 'hostile' | 'none';
  popup?: PopupSeed[];
  banners?: BannerSeed[];
  /** The notice line's notices (type PL). */
  player?: MerchantSeed['announcements']['player'];
  /** The promotions (the PR list); `[]`: none runs. */
  promotion?: unknown[];
}

/** POST /__sim/rewards: a member's rewards, claims and check-in as a journey needs them. */
interface RewardsUpdate {
  username: string;
  merchant?: MerchantCode;
  mobileVerified?: boolean;
  deposit?: number;
  validBet?: number;
  allowCheckIn?: boolean;
  checkIn?: { configId?: number; today?: number; claimedDays?: number[] };
  /** Replaces the list; `expiresIn` is ms from now, null for a permanent reward. */
  claims?: Array<{
    rewardId: number;
    eventName: string;
    promotionType: string;
    rewardAmount?: number;
    rewardPoint?: number;
    ticketName?: string;
    expiresIn: number | null;
  }>;
}

interface ControlCall {
  method: 'GET' | 'POST' | 'DELETE';
  data?: unknown;
  params?: Record<string, string>;
}

/** The control API bound to a journey's request context; every helper fails loudly when the simulator refuses. */
export function simControl(request: APIRequestContext) {
  async function control<T>(route: string, { method, data, params }: ControlCall): Promise<T> {
    const response = await request.fetch(`${CONTROL_PATH}${route}`, { method, data, params });
    if (!response.ok()) {
      const sent = data === undefined ? '' : ` ${JSON.stringify(data)}`;
      throw new Error(`${method} ${CONTROL_PATH}${route}${sent}: ${response.status()} ${await response.text()}`);
    }
    return (await response.json()) as T;
  }

  /** The members with every field (passwords and second-factor secrets included). */
  function members(merchant?: MerchantCode): Promise<Member[]> {
    return control('/members', { method: 'GET', params: merchant === undefined ? undefined : { merchant } });
  }

  return {
    /** Back to the seed. The fixture does it before each journey. */
    async reset(): Promise<void> {
      await control('/reset', { method: 'POST' });
    },
    /** Switches a fault on for a real call, e.g. `fault('/wps/session/login', { status: 502 })`. */
    fault(path: FaultSpec['path'], spec: Omit<FaultSpec, 'path'> = {}): Promise<Fault> {
      return control('/faults', { method: 'POST', data: { ...spec, path } });
    },
    /** The request log, oldest first; only the calls to `path` (exact, no query) when given. */
    async calls(path?: string): Promise<LoggedCall[]> {
      const calls = await control<LoggedCall[]>('/requests', { method: 'GET' });
      return path === undefined ? calls : calls.filter((call) => call.path === path);
    },
    async clearCalls(): Promise<void> {
      await control('/requests', { method: 'DELETE' });
    },
    /** A logged-in session for a seeded member (merchant default `demo`), without the encrypted login. */
    session(username: string, merchant?: MerchantCode): Promise<SimSession> {
      return control('/session', { method: 'POST', data: { username, merchant } });
    },
    members,
    /** One member by username; throws when there is none. */
    async member(username: string, merchant?: MerchantCode): Promise<Member> {
      const found = (await members(merchant)).find((member) => member.username === username);
      if (found === undefined) throw new Error(`no member ${username}${merchant === undefined ? '' : ` at ${merchant}`}`);
      return found;
    },
    /** The SMS messages sent to a national number, newest first (a code's `code`, a text message's `text`). */
    sms(mobile: string): Promise<SmsMessage[]> {
      return control('/sms', { method: 'GET', params: { mobile } });
    },
    async merchant(update: MerchantUpdate): Promise<void> {
      await control('/merchant', { method: 'POST', data: update });
    },
    /** The Geetest stand-in's switches: dead hosts and a failure for the next request. */
    async captcha(update: CaptchaUpdate): Promise<void> {
      await control('/captcha', { method: 'POST', data: update });
    },
    /**
     * The image captcha a browser was shown, with its characters: the one of `session` (the value of
     * the browser's `wps_captcha` cookie), else the last one drawn for anyone.
     */
    imageCaptcha(session?: string): Promise<ImageCaptchaAnswer> {
      return control('/captcha/image-answer', { method: 'GET', params: session === undefined ? undefined : { session } });
    },
    /** The line hosts in domainList order, after applying `update` when given. */
    lines(update?: LinesUpdate): Promise<LineInfo[]> {
      return update === undefined ? control('/lines', { method: 'GET' }) : control('/lines', { method: 'POST', data: update });
    },
    /** A member's balance as the cashier or a game round would leave it (`POST /__sim/wallet`; merchant default `demo`). */
    async wallet(username: string, balance: number, merchant?: MerchantCode): Promise<void> {
      await control('/wallet', { method: 'POST', data: { username, balance, merchant } });
    },
    async maintenance(update: MaintenanceUpdate): Promise<void> {
      await control('/maintenance', { method: 'POST', data: update });
    },
    async region(update: SwitchUpdate): Promise<void> {
      await control('/region', { method: 'POST', data: update });
    },
    async domains(update: DomainsUpdate): Promise<void> {
      await control('/domains', { method: 'POST', data: update });
    },
    /** New customer-service messages for a member (merchant default `demo`); answers the unread count. */
    async chatMessages(username: string, count = 1, merchant?: MerchantCode): Promise<number> {
      return (await control<{ unReadCount: number }>('/chat/messages', { method: 'POST', data: { username, count, merchant } }))
        .unReadCount;
    },
    /** The events of every tracking upload the simulator took, oldest first (`@lotto/tracking/testing`'s shape). */
    async trackedEvents(): Promise<UploadedEvent[]> {
      return uploadedEvents(await control<{ uploads: Array<{ events: unknown[] }> }>('/tracking', { method: 'GET' }));
    },
    /** A merchant's advertising pixels: ids ('' for none) and whether players are asked first. */
    async analytics(update: AnalyticsUpdate): Promise<void> {
      await control('/analytics', { method: 'POST', data: update });
    },
    /** The push tokens bound and the push calls made, in order (`@lotto/push/testing`'s shapes). */
    push(): Promise<{ bindings: Array<{ memberId: number; registrationToken: string; topics: string[] }>; calls: SimPushCall[] }> {
      return control('/push', { method: 'GET' });
    },
    /** The pushes FCM would deliver for a message to a member's tokens (or, without `username`, topic ALL's). */
    async pushMessage(message: { username?: string; title?: string; body?: string; link?: string }): Promise<SimPushDelivery[]> {
      return (await control<{ deliveries: SimPushDelivery[] }>('/push/message', { method: 'POST', data: message })).deliveries;
    },
    /** Changes the register field rules the status call sends and the register calls apply. */
    async registerRules(update: RegisterRulesUpdate): Promise<void> {
      await control('/register-rules', { method: 'POST', data: update });
    },
    async appDownload(update: AppDownloadUpdate): Promise<void> {
      await control('/app-download', { method: 'POST', data: update });
    },
    /** Adds successful deposits to a member (as the cashier would); answers the new total. */
    async deposit(username: string, count = 1, merchant?: MerchantCode): Promise<number> {
      return (await control<{ totalDepositSuccessCount: number }>('/deposit', { method: 'POST', data: { username, count, merchant } }))
        .totalDepositSuccessCount;
    },
    /** Changes the referral programme the invite page's details call answers, until the next reset. */
    async referral(update: ReferralUpdate): Promise<void> {
      await control('/referral', { method: 'POST', data: update });
    },
    /** Replaces announcement lists (popups, banners, notices) until the next reset. */
    async announcements(update: AnnouncementsUpdate): Promise<void> {
      await control('/announcements', { method: 'POST', data: update });
    },
    /** The feedback the app sent (PUT /wps/feedback), oldest first. */
    feedback(merchant?: MerchantCode): Promise<FeedbackRecord[]> {
      return control('/feedback', { method: 'GET', params: merchant === undefined ? undefined : { merchant } });
    },
    /** New unread messages in a member's inbox (merchant default `demo`); answers the unread count and the total. */
    inboxMessages(
      username: string,
      message: { count?: number; title?: string; content?: string; merchant?: MerchantCode } = {},
    ): Promise<{ unread: number; total: number }> {
      return control('/inbox', { method: 'POST', data: { username, ...message } });
    },
    /** A member's inbox, newest first, with the unread count. */
    inbox(username: string, merchant?: MerchantCode): Promise<{ unread: number; messages: InboxMessage[] }> {
      return control('/inbox', { method: 'GET', params: { username, ...(merchant === undefined ? {} : { merchant }) } });
    },
    /** Changes a member's rewards, claims and check-in until the next reset. */
    async rewards(update: RewardsUpdate): Promise<void> {
      await control('/rewards', { method: 'POST', data: update });
    },
    /** A new deployment of the app: both asset manifests change. Answers how many since the reset. */
    async deploy(): Promise<number> {
      return (await control<{ deployment: number }>('/deployment', { method: 'POST' })).deployment;
    },
  };
}

export type SimControl = ReturnType<typeof simControl>;
