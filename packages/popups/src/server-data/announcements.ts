import type { ApiClient } from '@lotto/api-client';
import type { ThunkExtra } from '@lotto/app-core';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

/**
 * A popup announcement (docs/platform-calls.md, Promotions, announcements and banners); `forceRead`
 * and `forcePopup` are item flags (ours: not seen live).
 */
export interface PopupItem {
  id: string | number;
  title: string;
  /** HTML from the platform: sanitise before it reaches the DOM. */
  content: string;
  /** A truthy one adds the go-to-activity button. */
  promotionType?: string;
  /** A logged in, B logged out, F first login. */
  execution?: 'A' | 'B' | 'F' | string;
  forceRead?: boolean;
  forcePopup?: boolean;
}

/** A player notice (type PL): the scrolling line's text, and the whole notice on a tap. */
export interface Notice {
  id: string | number;
  title: string;
  /** Text or HTML from the platform: sanitise before it reaches the DOM. */
  content: string;
}

/** One list per asked type code: PU popup, PR promotion, PL player; the banners (B) are `banners.ts`'. */
interface AnnouncementLists {
  popup?: PopupItem[];
  promotion?: Array<{
    id: string | number;
    title: string;
    category?: string;
    announcementImages?: Array<{ sequence: number; url: string }>;
  }>;
  player?: Notice[];
}

/**
 * `GET /wps/relay/MCSFE_getListAnnouncements` (COMM3, silent), without the session (spec 001 §6);
 * `types` comma-separated (PU, PR, B, PL), platform M. `cache` keeps the answer for the visit in
 * the session-storage GET cache; `flush` drops a kept one and asks again.
 */
export function listAnnouncements<Lists = AnnouncementLists>(
  api: ApiClient,
  query: { types: string; execution?: string; category?: string },
  cache = false,
  flush = false,
) {
  return api.call<Lists>('/wps/relay/MCSFE_getListAnnouncements', { query: { platform: 'M', ...query }, cache, flush });
}

/** The popup announcements (type PU), never kept: the content-hash rule needs today's list. Nothing on a failure. */
export function fetchPopupItems(): ThunkAction<Promise<PopupItem[]>, unknown, ThunkExtra, UnknownAction> {
  return async (_dispatch, _getState, { api }) => {
    const result = await listAnnouncements(api, { types: 'PU' });
    return result.success ? (result.value?.popup ?? []) : [];
  };
}
