import { LOGIN_COOLDOWN_MS } from '../constants';

export interface SubmitGuard {
  /** Runs the task unless one is running or cooling down; returns undefined when it was refused. */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
  isBusy(): boolean;
  /**
   * The running task ended by putting something before the player (the binding dialog, a
   * refusal's message): the next tap is a deliberate new action, not a second tap on the same
   * button, so no cooldown follows.
   */
  skipCooldown(): void;
}

/** Many taps send one request: blocked while a task runs, and for a cooldown after it ends. */
export function createSubmitGuard(cooldownMs = LOGIN_COOLDOWN_MS): SubmitGuard {
  let busy = false;
  let skip = false;
  return {
    async run(task) {
      if (busy) return undefined;
      busy = true;
      skip = false;
      try {
        return await task();
      } finally {
        if (skip) busy = false;
        else
          setTimeout(() => {
            busy = false;
          }, cooldownMs);
      }
    },
    isBusy: () => busy,
    skipCooldown() {
      skip = true;
    },
  };
}
