import { createAction } from '@reduxjs/toolkit';
import type { CommonState } from './common-slice';

/**
 * Every "contact us" in the app (maintenance, access denied, the line chooser, the domain error,
 * the referral fallback) dispatches this; the chat feature, which the shell loads when it is
 * first needed, opens customer service. Screens thus never import the chat's code.
 */
export const customerServiceRequested = createAction('chat/contact');

/** Whether the merchant has customer service to open; "contact us" is absent without it. */
export const selectHasCustomerService = (state: { common: Pick<CommonState, 'customerService'> }) =>
  state.common.customerService.length > 0;
