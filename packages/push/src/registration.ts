import type { ApiClient, ApiResult } from '@lotto/api-client';
import { fcmBind, fcmSubscribe, fcmUnsubscribe } from './server-data/push-binding';
import { clearBinding, isAlreadyBound, readBinding, writeBinding } from './binding-record';
import { PUSH_STATUS, PUSH_TOPIC_ALL } from './constants';
import type { PushMessaging } from './messaging';
import { trackPending } from './track-pending';
import { unregistered } from './push-slice';
import type { PushStore } from './store-types';

export interface RegistrationDeps {
  store: PushStore;
  api: ApiClient;
  messaging: PushMessaging;
  /** The app's own service worker registration, once it is active. */
  serviceWorker: () => Promise<ServiceWorkerRegistration>;
  merchantCode: string;
}

function succeeded(result: ApiResult<unknown>, call: string): void {
  if (!result.success) throw new Error(`${call} failed: ${result.errorCode ?? result.message ?? result.status}`);
}

/**
 * Token set (spec 000 §4, 001 §4): this device's registration token is bound to the member and
 * subscribed to topic ALL. Once per session and device: a registration pending or done is not
 * started again, and a token already bound to this member and merchant is not sent again.
 */
export async function registerDevice({ store, api, messaging, serviceWorker, merchantCode }: RegistrationDeps): Promise<void> {
  const { session, push } = store.getState();
  if (!session.info?.token || push.registration !== PUSH_STATUS.notRegistered) return;
  const memberId = session.info.id ?? session.info.userName ?? '';
  await trackPending(store, 'registration', async () => {
    const token = await trackPending(store, 'tokenRequest', async () => messaging.token(await serviceWorker()));
    const wanted = { token, memberId, merchantCode };
    if (isAlreadyBound(readBinding(), wanted)) return;
    succeeded(await fcmBind(api, token), 'CSP_fcmBind');
    succeeded(await fcmSubscribe(api, token, PUSH_TOPIC_ALL), 'CSP_fcmSubscribe');
    writeBinding(wanted);
  });
}

/**
 * Token cleared (logout, 401): the device's token is unsubscribed from everything and forgotten
 * here, so the next member's login binds it afresh. The record goes first: a second clear while
 * the call is under way sends nothing.
 */
export async function unregisterDevice({ store, api }: Pick<RegistrationDeps, 'store' | 'api'>): Promise<void> {
  store.dispatch(unregistered());
  const record = readBinding();
  if (!record) return;
  clearBinding();
  await fcmUnsubscribe(api, record.token);
}
