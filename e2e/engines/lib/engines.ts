import type { Engine, EngineName } from './driver';
import { gecko } from './gecko';
import { webkit } from './webkit';

export const ENGINES: Record<EngineName, () => Engine> = { webkit, gecko };

/** The engine of this run (`ENGINE`, set by engines/run.mjs per pass). */
export function engineName(): EngineName {
  const name = process.env.ENGINE;
  if (name !== 'webkit' && name !== 'gecko') throw new Error(`ENGINE must be webkit or gecko, not ${name}`);
  return name;
}
