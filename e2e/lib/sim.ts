import type { APIRequestContext } from '@playwright/test';

/** A call in the simulator's request log (GET /__sim/requests). */
export interface LoggedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
  /** The plain payload of an encrypted call, as the simulator decrypted it. */
  decrypted?: Record<string, unknown>;
  /** Which Geetest stand-in host served a captcha call. */
  geetestHost?: string;
}

/** demo2's GEETEST_ID: the captcha stand-in starts v4 only for an id a merchant has. */
export const V4_CAPTCHA_ID = '6f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** The simulator's test-control API (apps/platform-sim/README.md). */
export const sim = {
  async reset(request: APIRequestContext) {
    await request.post('/__sim/reset');
  },
  async session(request: APIRequestContext, username: string, merchant?: string) {
    const response = await request.post('/__sim/session', { data: { username, merchant } });
    if (!response.ok()) throw new Error(`sim session for ${username}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { token: string; id: string | number; userName: string; type: number };
  },
  async requests(request: APIRequestContext) {
    const response = await request.get('/__sim/requests');
    return (await response.json()) as LoggedCall[];
  },
  async clearRequests(request: APIRequestContext) {
    await request.delete('/__sim/requests');
  },
};
