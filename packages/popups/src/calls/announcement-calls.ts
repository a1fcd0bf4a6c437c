import { listAnnouncements, listBanners, type Banner, type PopupItem } from '@lotto/api-client';
import type { ThunkExtra } from '@lotto/app-core';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';

type Call<T> = ThunkAction<Promise<T>, unknown, ThunkExtra, UnknownAction>;

/** The popup announcements (type PU), never kept: the content-hash rule needs today's list. Nothing on a failure. */
export function fetchPopupItems(): Call<PopupItem[]> {
  return async (_dispatch, _getState, { api }) => {
    const result = await listAnnouncements(api, { types: 'PU' });
    return result.success ? (result.value?.popup ?? []) : [];
  };
}

/** Every banner group, from the visit's cache when home already asked. Nothing on a failure. */
export function fetchBanners(): Call<Banner[]> {
  return async (_dispatch, _getState, { api }) => {
    const result = await listBanners(api);
    return result.success ? (result.value?.banners ?? []) : [];
  };
}
