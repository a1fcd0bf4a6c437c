/** Spec 001 §7: the fourteen tracked events, and no others. */
export type TrackedEventName =
  | 'firstOpen'
  | 'register'
  | 'registerSubmit'
  | 'depositSubmit'
  | 'firstDeposit'
  | 'deposit'
  | 'redeposit'
  | 'withdraw'
  | 'login'
  | 'viewContent'
  | 'downloadApp'
  | 'gameLaunch'
  | 'a2hsInstalled'
  | 'startTrial';

/** What a caller knows about an event; the rest comes from the session and the merchant. */
export interface EventInput {
  customerName?: string;
  customerId?: string | number;
  revenue?: number;
  amount?: number;
  currency?: string;
  value?: number;
  /** What raised it (a login mode): kept with the upload, never sent to a pixel. */
  detail?: Record<string, string | number | boolean>;
  /** The page it was raised on, when the caller hands the event over later (after a lazy load); else the current one. */
  page?: string;
}

/** What a tracked event carries (spec 001 §3): who, what it was worth and in which currency, and its own id. */
export interface EventPayload {
  customerName?: string;
  customerId?: string;
  revenue?: number;
  amount?: number;
  currency?: string;
  value?: number;
  /** Unique per event, so a vendor's server side drops the copy its pixel and the platform both send. */
  eventID: string;
}
