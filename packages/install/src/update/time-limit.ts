/**
 * `work` within `ms`: past it, the signal it was given aborts (a fetch stops, its body too) and the
 * promise rejects, whether or not `work` heeds the signal (a stand-in signal in the oldest browsers
 * does not reach their fetch).
 */
export function timeLimited<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const passed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no whole answer within ${ms} ms`));
      controller.abort();
    }, ms);
  });
  return Promise.race([work(controller.signal), passed]).finally(() => clearTimeout(timer));
}
