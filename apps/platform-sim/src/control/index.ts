import { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { registerAnalyticsControl } from './analytics';
import { registerAnnouncementsControl } from './announcements';
import { registerAppDownloadControl } from './app-download';
import { registerCaptchaControl } from './captcha';
import { registerChatControl } from './chat';
import { registerDepositsControl } from './deposits';
import { registerDeploymentControl } from './deployment';
import { registerDomainsControl } from './domains';
import { registerFeedbackControl } from './feedback';
import { registerFaultsControl } from './faults';
import { registerInboxControl } from './inbox';
import { registerLinesControl } from './lines';
import { registerMaintenanceControl } from './maintenance';
import { registerMembersControl } from './members';
import { registerMerchantControl } from './merchant';
import { registerPushControl } from './push';
import { registerReferralControl } from './referral';
import { registerRegionControl } from './region';
import { registerRegisterRulesControl } from './register-rules';
import { registerRequestLogControl } from './request-log';
import { notFound } from './request-body';
import { registerRsaKeysControl } from './rsa-keys';
import { registerSessionsControl } from './sessions';
import { registerSmsControl } from './sms';
import { registerTrackingControl } from './tracking';
import { registerWalletControl } from './wallet';

export const CONTROL_BASE_PATH = '/__sim';

/** One resource of the control API: its routes on the control app. */
type ControlResource = (control: Hono, state: SimState, defaultMerchant: string) => void;

/** Every resource, each in a file of its own. */
const CONTROL_RESOURCES: readonly ControlResource[] = [
  registerFaultsControl,
  registerMaintenanceControl,
  registerRegionControl,
  registerLinesControl,
  registerDomainsControl,
  registerSessionsControl,
  registerChatControl,
  registerRequestLogControl,
  registerMembersControl,
  registerSmsControl,
  registerCaptchaControl,
  registerMerchantControl,
  registerTrackingControl,
  registerPushControl,
  registerAnalyticsControl,
  registerAnnouncementsControl,
  registerDeploymentControl,
  registerAppDownloadControl,
  registerDepositsControl,
  registerWalletControl,
  registerReferralControl,
  registerRegisterRulesControl,
  registerRsaKeysControl,
  registerFeedbackControl,
  registerInboxControl,
];

/**
 * The test-control API: JSON in and out, never behind faults or the Merchant check, and not part
 * of the platform's protocol. Documented route by route in the README.
 */
export function createControlApp(state: SimState, defaultMerchant: string): Hono {
  const control = new Hono();

  control.post('/reset', (c) => {
    state.reset();
    return c.json({ ok: true });
  });

  for (const register of CONTROL_RESOURCES) register(control, state, defaultMerchant);

  // Last: a route() sub-app's notFound is not used by the parent app, a catch-all is.
  control.all('*', (c) => notFound(c, `no control route ${c.req.method} ${c.req.path}`));

  return control;
}
