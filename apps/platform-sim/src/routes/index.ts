import type { Hono } from 'hono';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { registerAnnouncementRoutes } from './announcements';
import { registerCaptchaRoutes } from './captcha';
import { registerChatRoutes } from './chat';
import { registerDepositRoutes } from './deposit';
import { registerFeedbackRoutes } from './feedback';
import { registerGameRoutes } from './games';
import { registerHelpCenterRoutes } from './help-center';
import { registerImageCaptchaRoutes } from './image-captcha';
import { registerInboxRoutes } from './inbox';
import { registerLoginRoutes } from './login';
import { registerLogoutRoutes } from './logout';
import { registerMemberRoutes } from './member';
import { registerPromotionRoutes } from './promotions';
import { registerPushRoutes } from './push';
import { registerReferralRoutes } from './referral';
import { registerRegisterRoutes } from './register';
import { registerFirebaseRegisterRoutes } from './register-firebase';
import { registerSessionKeyRoutes } from './session-key';
import { registerSmsRoutes } from './sms';
import { registerSystemRoutes } from './system';
import { registerTrackingRoutes } from './tracking';
import { registerVerificationRoutes } from './verification';
import { registerWalletRoutes } from './wallet';

/** A file of /wps routes, registered on the /wps router (paths relative to /wps). */
export type WpsRouteModule = (router: Hono<WpsEnv>, deps: WpsDeps) => void;

/**
 * Every /wps route file. Adding a call: write routes/<area>.ts exporting a WpsRouteModule and
 * list it here; the Merchant check, faults, request log and trace id apply to it on their own.
 */
export const WPS_ROUTE_MODULES: readonly WpsRouteModule[] = [
  registerSystemRoutes,
  registerMemberRoutes,
  registerWalletRoutes,
  registerSessionKeyRoutes,
  registerLoginRoutes,
  registerVerificationRoutes,
  registerSmsRoutes,
  registerCaptchaRoutes,
  registerImageCaptchaRoutes,
  registerPromotionRoutes,
  registerReferralRoutes,
  registerDepositRoutes,
  registerAnnouncementRoutes,
  registerRegisterRoutes,
  registerFirebaseRegisterRoutes,
  registerChatRoutes,
  registerTrackingRoutes,
  registerPushRoutes,
  registerGameRoutes,
  registerLogoutRoutes,
  registerFeedbackRoutes,
  registerHelpCenterRoutes,
  registerInboxRoutes,
];
