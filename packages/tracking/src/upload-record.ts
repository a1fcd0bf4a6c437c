import type { AdInfo } from './ad-info';
import type { ClickIds } from './click-ids';
import type { EventPayload, TrackedEventName } from './events';

/** One event as the upload carries it: the payload plus what the platform attributes it with. */
export interface UploadRecord {
  event: TrackedEventName;
  payload: EventPayload;
  clickIds: ClickIds;
  adInfo: AdInfo;
  voluum?: string;
  detail?: Record<string, string | number | boolean>;
  /** The page it was raised on (path only: a token never travels in it). */
  page: string;
  /** When it was raised (ms), for retention. */
  at: number;
}
