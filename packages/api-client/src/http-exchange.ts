/** What one request sends: the client's call options, made plain. */
export interface HttpExchange {
  method: string;
  headers: Record<string, string>;
  /** Sent as JSON (with its content type) when defined. */
  json?: unknown;
  timeoutMs: number;
}

/** What came back: the answer and its whole body, read as text. */
export interface HttpAnswer {
  response: Response;
  body: string;
}

/** The message a call that ran out of time reports (the game launch tells it by "timed out"). */
export function timedOutMessage(method: string, url: string): string {
  return `Request timed out: ${method} ${url}`;
}

/**
 * One request by the platform's rules (docs/platform-calls.md): cookies included, nothing retried,
 * an error status answered rather than thrown. The time limit covers the whole answer, its body
 * included, so a server that sends its headers and then stalls ends the call too. Rejects when no
 * answer came (offline, refused, timed out). `fetcher` gets a Request, as the tests read it.
 */
export async function httpExchange(
  fetcher: (request: Request) => Promise<Response>,
  url: string,
  exchange: HttpExchange,
): Promise<HttpAnswer> {
  const controller = new AbortController();
  const headers = exchange.json === undefined ? exchange.headers : { 'content-type': 'application/json', ...exchange.headers };
  const request = new Request(url, {
    method: exchange.method,
    headers,
    credentials: 'include',
    signal: controller.signal,
    ...(exchange.json === undefined ? {} : { body: JSON.stringify(exchange.json) }),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A stand-in AbortController (the oldest browsers) cannot stop the fetch itself: the race ends the call anyway.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(timedOutMessage(exchange.method, url)));
    }, exchange.timeoutMs);
  });
  const answered = (async () => {
    const response = await fetcher(request);
    return { response, body: await response.text() };
  })();
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
    // The losing side's rejection (an aborted fetch after the time ran out) is already reported.
    answered.catch(() => undefined);
  }
}
