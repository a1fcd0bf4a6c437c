import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The brand as the platform names it after first paint: the templates' `image_logo`
 * (`/wps/system/templates`; the status call carries no logo). A slice of its own, injected by the
 * feature that asks, so the first screen carries neither it nor the call; until then, and where
 * the platform names none, the merchant file's logo shows (`selectBrandLogo`).
 */
export interface BrandState {
  logo: string | null;
}

export const brandSlice = createSlice({
  name: 'brand',
  initialState: (): BrandState => ({ logo: null }),
  reducers: {
    logoFound(state, { payload }: PayloadAction<string>) {
      state.logo = payload;
    },
  },
});

export const { logoFound } = brandSlice.actions;
