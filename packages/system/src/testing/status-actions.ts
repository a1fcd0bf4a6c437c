import type { UnknownAction } from '@reduxjs/toolkit';
import { loadCommonData } from '@lotto/app-core';
import type { SystemStatus } from '@lotto/api-client';

/** The boot call under way, as the system slice sees it (tests only). */
export const statusAsked = (): UnknownAction => loadCommonData.pending('test', undefined);

/** The boot call answered with these switches and no merchant settings (tests only). */
export const statusAnswered = (status: SystemStatus): UnknownAction =>
  loadCommonData.fulfilled({ status, whitelabel: null, countries: null }, 'test', undefined);
