import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CommonState, FeedbackState, ThunkExtra } from '@lotto/app-core';
import type { SystemState } from './system-slice';

/** The parts of the shell's store this feature reads: its own slice, the merchant settings and the notices. */
interface SystemRootState {
  system: SystemState;
  common: CommonState;
  feedback: FeedbackState;
}

export type SystemThunk<R> = ThunkAction<R, SystemRootState, ThunkExtra, UnknownAction>;
export type SystemDispatch = ThunkDispatch<SystemRootState, ThunkExtra, UnknownAction>;
