import type { ThunkExtra } from '@lotto/app-core';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { listAnnouncements, type Notice } from './announcements';

/**
 * The player notices (type `PL` of `MCSFE_getListAnnouncements`, answered in `player`): the
 * platform's scrolling notice line. Kept for the visit in the session-storage GET cache, as the
 * banners are; `fresh` asks again (the retry). A failure is null; a notice with neither title nor
 * content is left out.
 */
export function fetchNotices(fresh = false): ThunkAction<Promise<Notice[] | null>, unknown, ThunkExtra, UnknownAction> {
  return async (_dispatch, _getState, { api }) => {
    const result = await listAnnouncements(api, { types: 'PL' }, true, fresh);
    if (!result.success) return null;
    return (result.value?.player ?? []).filter((notice) => Boolean(notice?.content || notice?.title));
  };
}
