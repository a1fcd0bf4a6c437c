/** What a call that ran out of time rejects with; `send` turns it into "no answer" (status 0). */
class CallTimeoutError extends Error {
  constructor(ms: number) {
    super(`Request timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export interface Deadline {
  /** `work`, unless the deadline passes first: then it rejects with `CallTimeoutError`. */
  race<T>(work: Promise<T>): Promise<T>;
  /** Runs `undo` when the deadline passes (at once if it has), to release what the call holds. */
  onExpire(undo: () => void): void;
  /** The call is over: the timer goes. */
  clear(): void;
}

/**
 * One time limit for the whole call, headers and body: ky's `timeout` stops counting when the
 * headers arrive, so a body that stalls would hang the caller for good. A race rather than a
 * signal handed to ky: ky would combine it with `AbortSignal.any`, which the oldest supported
 * browsers lack.
 */
export function startDeadline(ms: number): Deadline {
  let expired = false;
  const undos: Array<() => void> = [];
  let expire: (error: CallTimeoutError) => void = () => undefined;
  const passed = new Promise<never>((_, reject) => {
    expire = reject;
  });
  // Unhandled when the call ends first: nothing waits on it then.
  passed.catch(() => undefined);
  const timer = setTimeout(() => {
    expired = true;
    expire(new CallTimeoutError(ms));
    for (const undo of undos.splice(0)) undo();
  }, ms);
  return {
    race: (work) => Promise.race([work, passed]),
    onExpire(undo) {
      if (expired) undo();
      else undos.push(undo);
    },
    clear: () => clearTimeout(timer),
  };
}

/**
 * The body as text within the deadline. Read through the stream's own reader where there is one,
 * so a stalled body is cancelled at the deadline and its connection freed (a browser keeps six
 * per host; a poll that stalls again and again would otherwise use them up).
 */
export async function bodyText(response: Response, deadline: Deadline): Promise<string> {
  const reader = response.body && typeof response.body.getReader === 'function' ? response.body.getReader() : null;
  if (!reader || typeof TextDecoder === 'undefined') return deadline.race(response.text());
  deadline.onExpire(() => {
    reader.cancel().catch(() => undefined);
  });
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const chunk = await deadline.race(reader.read());
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
