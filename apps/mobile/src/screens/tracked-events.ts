import type { TrackedEvent } from '@lotto/auth';

declare global {
  interface Window {
    /**
     * Stand-in for the tracking issue: sign-in's and registration's events (registerSubmit,
     * register) are recorded here in memory, in every build, until real tracking replaces the recorder.
     */
    __trackedEvents?: TrackedEvent[];
  }
}

export function trackedEvents(): TrackedEvent[] {
  window.__trackedEvents ??= [];
  return window.__trackedEvents;
}
