import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CommonState, SessionState, ThunkExtra } from '@lotto/app-core';

/** What the account pages read of the shell's store (besides `platformApi`'s cache, which its hooks read). */
export interface AccountState {
  common: CommonState;
  session: SessionState;
}

export const useAccountSelector: TypedUseSelectorHook<AccountState> = useSelector;
export const useAccountDispatch = () => useDispatch<ThunkDispatch<AccountState, ThunkExtra, UnknownAction>>();
