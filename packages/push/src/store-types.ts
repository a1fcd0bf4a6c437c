import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from '@lotto/app-core';
import type { PushState } from './push-slice';

/** The slices push reads: its own and the session. */
interface PushRootState {
  push: PushState;
  session: SessionState;
}

/** What push needs of a store: the shell's, or a test's. */
export interface PushStore {
  getState(): PushRootState;
  dispatch: Dispatch<UnknownAction>;
  subscribe(listener: () => void): () => void;
}
