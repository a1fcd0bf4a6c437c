import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type PasswordChangeReason = 'default' | 'expired';

export interface AuthState {
  /** Why login led to the password change page; the default password needs no typing of the old one. */
  passwordChangeReason: PasswordChangeReason | null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ passwordChangeReason: null }),
  reducers: {
    passwordChangeRequired(state, action: PayloadAction<PasswordChangeReason | null>) {
      state.passwordChangeReason = action.payload;
    },
  },
  selectors: {
    selectPasswordChangeReason: (state) => state.passwordChangeReason,
  },
});

export const { passwordChangeRequired } = authSlice.actions;
export const { selectPasswordChangeReason } = authSlice.selectors;
