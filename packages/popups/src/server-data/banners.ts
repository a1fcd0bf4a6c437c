import type { ApiClient } from '@lotto/api-client';
import { webAddress, type ThunkExtra } from '@lotto/app-core';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { listAnnouncements } from './announcements';

/** A banner (spec 001 §2); the group says where it shows (home, m_popup1, m_popup2). */
export interface Banner {
  bannerId?: string | number;
  groupName: string;
  /** The image. */
  url: string;
  title?: string;
  linkageType?: 'P' | 'URL' | 'G' | string;
  linkage?: string;
  externalLink?: boolean;
  redirectPromotionId?: string | number;
  roomId?: string;
  nodeId?: string;
  gameType?: string;
  vendor?: string;
}

/** Banner groups (spec 001 §2): home's carousel, and the two welcome-image popups in order. */
export const BANNER_GROUPS = { home: 'home', welcome: ['m_popup1', 'm_popup2'] } as const;

/**
 * Every banner group at once (type B of the announcements call), kept for the visit: home paints
 * its first banner from it on the first screen, and the carousel and the welcome images read the
 * same answer later without asking again.
 */
export async function listBanners(api: ApiClient) {
  const result = await listAnnouncements<{ banners?: Banner[] }>(api, { types: 'B' }, true);
  if (!result.success || !result.value) return result;
  return { ...result, value: { ...result.value, banners: usableBanners(result.value.banners) } };
}

/**
 * The banners that can be shown: a group and an image at a web address. One whose image address
 * is malformed or no web address (javascript:, data:) is dropped here, so neither home's carousel
 * nor a welcome image ever renders (or throws on) it.
 */
function usableBanners(banners: unknown): Banner[] {
  if (!Array.isArray(banners)) return [];
  return banners.filter(
    (banner): banner is Banner =>
      typeof banner === 'object' &&
      banner !== null &&
      typeof (banner as Banner).groupName === 'string' &&
      webAddress((banner as Banner).url, { base: window.location.origin, plainHttp: true }) !== null,
  );
}

/** Every banner group, from the visit's cache when home already asked. Nothing on a failure. */
export function fetchBanners(): ThunkAction<Promise<Banner[]>, unknown, ThunkExtra, UnknownAction> {
  return async (_dispatch, _getState, { api }) => {
    const result = await listBanners(api);
    return result.success ? (result.value?.banners ?? []) : [];
  };
}
