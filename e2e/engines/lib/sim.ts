import type { APIRequestContext } from '@playwright/test';
import { simControl, type SimControl } from '../../lib/sim-control';

interface FetchOptions {
  method?: string;
  data?: unknown;
  params?: Record<string, string>;
}

/**
 * The simulator's control API over Node's fetch, so the engines' journeys share the Playwright
 * journeys' typed helpers (`sim.member`, `sim.sms`, `sim.fault`, …) without a Playwright browser.
 * It gives `simControl` the part of Playwright's request context it uses.
 */
export function engineSim(baseURL: string): SimControl {
  const request = {
    async fetch(path: string, { method = 'GET', data, params }: FetchOptions = {}) {
      const url = new URL(path, baseURL);
      for (const [name, value] of Object.entries(params ?? {})) url.searchParams.set(name, value);
      const response = await fetch(url, {
        method,
        headers: data === undefined ? undefined : { 'content-type': 'application/json' },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      const body = await response.text();
      return {
        ok: () => response.ok,
        status: () => response.status,
        text: async () => body,
        json: async () => JSON.parse(body) as unknown,
      };
    },
  };
  return simControl(request as unknown as APIRequestContext);
}
