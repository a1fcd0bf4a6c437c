import { createSelector } from '@reduxjs/toolkit';
import { customerServiceUrl } from './customer-service';
import type { SystemRootState } from './store-types';

/** The merchant's logo for the brand spinner and the system screens. */
export const selectBrandLogo = (state: Pick<SystemRootState, 'common'>) => state.common.logo;

export const selectCustomerServiceUrl = createSelector(
  [(state: Pick<SystemRootState, 'common'>) => state.common.customerService],
  (entries) => customerServiceUrl(entries),
);
