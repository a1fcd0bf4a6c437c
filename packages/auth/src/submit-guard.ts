import { LOGIN_COOLDOWN_MS } from './constants';

export interface SubmitGuard {
  /** Runs the task unless one is running or cooling down; returns undefined when it was refused. */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
  isBusy(): boolean;
}

/** Many taps send one request: blocked while a task runs, and for a cooldown after it ends. */
export function createSubmitGuard(cooldownMs = LOGIN_COOLDOWN_MS): SubmitGuard {
  let busy = false;
  return {
    async run(task) {
      if (busy) return undefined;
      busy = true;
      try {
        return await task();
      } finally {
        setTimeout(() => {
          busy = false;
        }, cooldownMs);
      }
    },
    isBusy: () => busy,
  };
}
