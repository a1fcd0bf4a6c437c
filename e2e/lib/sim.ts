import type { APIRequestContext } from '@playwright/test';

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
    return (await response.json()) as Array<{ method: string; path: string; query: Record<string, string>; headers: Record<string, string> }>;
  },
  async clearRequests(request: APIRequestContext) {
    await request.delete('/__sim/requests');
  },
};
