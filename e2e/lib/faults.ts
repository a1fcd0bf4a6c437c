import type { APIRequestContext } from '@playwright/test';
import type { FaultSpec } from '@lotto/platform-sim';

/** Switches a simulator fault on for a real call (apps/platform-sim/README.md, control API). */
export async function fault(request: APIRequestContext, spec: FaultSpec) {
  const response = await request.post('/__sim/faults', { data: spec });
  if (!response.ok()) throw new Error(`fault ${JSON.stringify(spec)}: ${response.status()} ${await response.text()}`);
}
