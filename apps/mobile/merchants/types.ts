/**
 * A merchant app is the shell plus one of these files: everything merchant-specific
 * that must be known before the first call. Runtime behaviour comes from the
 * platform's merchant settings instead.
 */
import type { IdentityProviderConfig } from '@lotto/auth';
import type { PushConfig } from '@lotto/push';

export interface MerchantFile {
  code: string;
  name: string;
  shortName: string;
  /** Design-token overrides of the light page, applied before first paint. */
  theme: Record<string, string>;
  /**
   * Design-token overrides of the dark page (any of ui's dark tokens); its brand colour defaults to
   * `theme`'s hue. The build keeps each theme's primary readable on that theme's surfaces
   * (build/merchant-theme.ts).
   */
  darkTheme?: Record<string, string>;
  /** Colour of the browser bar (light page) and the installed app's splash. */
  themeColor: string;
  /** Colour of the browser bar on the dark page; the dark page's surface without one. */
  darkThemeColor?: string;
  backgroundColor: string;
  /** Logo as an inline SVG data URL, so the first screen needs no extra request for it. */
  logo: string;
  /**
   * The notification badge (Android shows its shape in white) as an SVG data URL; without one the
   * build draws it from the logo's light marks (build/merchant-icons.ts).
   */
  badge?: string;
  /**
   * The merchant's welcome artwork: a 5:2 picture without a word of any language, as an inline SVG
   * data URL. Home's banner box shows it until the platform's banners arrive (and keeps it when
   * there are none), and it heads the login page; index.html carries it, so it paints before any
   * script runs. Without it the box stays empty until the banners come.
   */
  artwork?: string;
  /** Interface languages offered; the first is the fallback. */
  languages: string[];
  /**
   * The captcha vendor's settings. No platform call was seen carrying them (docs/platform-calls.md,
   * `GET /wps/system/status`), so they are known here, and a status answer that does
   * carry them (`info.gw`, as the simulator's does) wins.
   */
  captcha?: { GEETEST_ID?: string; GEETEST_VERSION?: 'v3' | 'v4' };
  /** The SMS provider (`firebase`: codes through the identity provider); same reason as `captcha`. */
  smsProvider?: string;
  /**
   * Firebase project of the merchant's identity provider; without one, no provider sign-in is offered.
   * Never the Auth emulator's address: that is a build switch (build/auth-emulator.ts).
   */
  identityProvider?: Omit<IdentityProviderConfig, 'emulatorUrl'>;
  /** Firebase project and VAPID key for push notifications; without one, no notification prompt is offered. */
  push?: PushConfig;
  vendorHosts: {
    captchaApi: string[];
    captchaStatic: string[];
    cdn: string;
    /**
     * Hosts game and back addresses may open on with the session, and no other; the app's
     * own host always may. The demo merchants need none: the simulator's game runs on a line host.
     */
    games?: string[];
    /**
     * Hosts an external `redirectUrl` may lead a signed-in member to with the session (spec 001
     * §7), besides the platform's domainList and the app's own origin.
     */
    sessionRedirects?: string[];
    /**
     * Hosts the customer-service scripts (`WPSCORE_getCustomerServiceScript`) may load from, besides
     * the app's own origin; the build's Content Security Policy names them too.
     */
    serviceScripts?: string[];
    /** Hosts the customer-service widget opens frames on (its chat window), for the policy's frame-src. */
    serviceFrames?: string[];
    /** Hosts the customer-service widget keeps sockets to (`wss://` unless one names its scheme), for connect-src. */
    serviceSockets?: string[];
    /**
     * The line hosts the platform hands out (the status call's domainRoute, spec 000): the line-speed
     * test pings `{line}/wps/system/test/ping` and games may run on them. The platform names them at
     * run time but the policy is fixed at build, so the operator lists every one here, in the policy's
     * host syntax (`*.lines.example`, `https://line1.example:8443`); a line left out is refused by the
     * browser.
     */
    lines?: string[];
  };
}
