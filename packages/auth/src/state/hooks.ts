import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { CommonState, FeedbackState, SessionState, ThunkExtra } from '@lotto/app-core';
import type { AuthState } from './auth-slice';

/** The parts of the store this feature reads; the shell composes them. */
export type AuthRootState = { common: CommonState; session: SessionState; feedback: FeedbackState; auth: AuthState };

export const useAuthDispatch = useDispatch.withTypes<ThunkDispatch<AuthRootState, ThunkExtra, UnknownAction>>();
export const useAuthSelector = useSelector.withTypes<AuthRootState>();
