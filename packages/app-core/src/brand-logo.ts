import type { BrandState } from './brand-slice';

/** The platform's logo once the brand feature has found one, else null (callers fall back to the merchant file's). */
export const selectBrandLogo = (state: { brand?: BrandState }) => state.brand?.logo ?? null;
