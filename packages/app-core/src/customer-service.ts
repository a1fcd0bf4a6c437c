import { createAction } from '@reduxjs/toolkit';
import type { CommonState } from './common-slice';

/**
 * Every "contact us" in the app (maintenance, access denied, the line chooser, the domain error,
 * the referral fallback) dispatches this; the chat feature, which the shell loads when it is
 * first needed, opens customer service. Screens thus never import the chat's code.
 */
export const customerServiceRequested = createAction('chat/contact');

/**
 * A chat entry pressed outside the chat's own floating button (the tab bar's Service): the chat
 * feature answers it as it answers its button, under the chat rules (`chatAccess`).
 */
export const chatRequested = createAction('chat/requested');

/** Whether the merchant has customer service to open; "contact us" is absent without it. */
export const selectHasCustomerService = (state: { common: Pick<CommonState, 'customerService'> }) =>
  state.common.customerService.length > 0;
