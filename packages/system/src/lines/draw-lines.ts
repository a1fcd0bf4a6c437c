import { MAX_LINES } from '../constants';
import { lineOrigin } from './line-origin';

export interface DrawOptions {
  /** Default MAX_LINES. */
  max?: number;
  /** A number in [0, 1), as Math.random gives. */
  random?: () => number;
  /** Scheme for entries written without one. */
  protocol?: string;
  /** Origins left out, such as the line the page is on when looking for another one. */
  exclude?: readonly string[];
}

/**
 * Up to `max` lines drawn at random from the merchant's domain list (spec 000 §7): entries
 * become origins, duplicates and unusable entries are dropped, and each remaining line has
 * the same chance (a partial Fisher–Yates shuffle).
 */
export function drawLines(domainList: readonly string[], options: DrawOptions = {}): string[] {
  const { max = MAX_LINES, random = Math.random, protocol, exclude = [] } = options;
  const pool: string[] = [];
  for (const entry of domainList) {
    const origin = lineOrigin(entry, protocol);
    if (origin && !pool.includes(origin) && !exclude.includes(origin)) pool.push(origin);
  }
  const count = Math.min(Math.max(0, max), pool.length);
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, count);
}
