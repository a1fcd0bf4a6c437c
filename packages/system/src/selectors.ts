import type { SystemRootState } from './store-types';

/** The merchant's logo for the brand spinner and the system screens. */
export const selectBrandLogo = (state: Pick<SystemRootState, 'common'>) => state.common.logo;
