import type { APIRequestContext } from '@playwright/test';

export interface Fault {
  method?: string;
  path: string;
  delayMs?: number;
  status?: number;
  errorCode?: string;
  message?: string;
  times?: number;
}

/** Switches a simulator fault on for a real call (apps/platform-sim/README.md, control API). */
export async function fault(request: APIRequestContext, spec: Fault) {
  const response = await request.post('/__sim/faults', { data: spec });
  if (!response.ok()) throw new Error(`fault ${JSON.stringify(spec)}: ${response.status()} ${await response.text()}`);
}
