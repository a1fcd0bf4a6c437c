/**
 * The request log's store and entry shape, apart from its middleware so that the state (and the
 * line hosts) can hold a log without importing the /wps environment.
 */

/** Entries kept; older ones drop off so a long demo session does not grow without bound. */
export const REQUEST_LOG_LIMIT = 500;
/** Request bodies are cut to this many characters in the log. */
export const LOGGED_BODY_LIMIT = 10_000;

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Header names lower-cased (as the Fetch API gives them). */
  headers: Record<string, string>;
  /** The body as text, or null for a GET or an empty body. */
  body: string | null;
  /** ms since the epoch. */
  at: number;
  /** Encrypted calls only: the payload the simulator decrypted (parsed JSON, or the text when not JSON). */
  decrypted?: unknown;
  /** Set when `decrypted` is the plain text cut to LOGGED_DECRYPTED_LIMIT characters instead of the payload. */
  decryptedTruncated?: boolean;
  /** Geetest stand-in requests only (/sim-geetest/{host}/…): the host named in the path. */
  geetestHost?: string;
  /** Line-host requests only (the line-speed test): the line's origin. */
  line?: string | null;
  /** Encrypted calls only: why the body was refused, as `<errorCode>: <detail>`. */
  decryptError?: string;
}

/** The /wps requests received, oldest first; tests read it to check what the app sent. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > REQUEST_LOG_LIMIT) this.entries.splice(0, this.entries.length - REQUEST_LOG_LIMIT);
  }

  list(): readonly LoggedRequest[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
  }
}
