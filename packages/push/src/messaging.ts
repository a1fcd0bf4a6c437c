/**
 * What push needs of a messaging vendor, whatever it is: whether push can work in this browser,
 * and this device's registration token, issued for the app's own service worker.
 */
export interface PushMessaging {
  /** False where push cannot work (no service worker or Push API; iOS outside the installed app). Loads nothing. */
  supported(): boolean;
  /** The registration token; the permission must already be granted. */
  token(registration: ServiceWorkerRegistration): Promise<string>;
}

/** One vendor's adapter: the token only; whether push can work is the browser's to say. */
export type TokenSource = Pick<PushMessaging, 'token'>;
