import { expect } from 'vitest';
import { WAIT_MS, type EnginePage, type Locator } from './page';

const wait = { timeout: WAIT_MS, interval: 100 };

/**
 * Playwright's web-first assertions over the engines' locators: each waits (up to the journeys'
 * 10 s) for the page to come to the state it names.
 */
export function expectThat(locator: Locator) {
  const poll = <T>(read: () => Promise<T>, what: string) => expect.poll(read, { ...wait, message: `${locator} ${what}` });
  return {
    toBeVisible: () => poll(() => locator.isVisible(), 'visible').toBe(true),
    toHaveCount: (count: number) => poll(() => locator.count(), 'count').toBe(count),
    toHaveText: (text: string) => poll(() => locator.text(), 'text').toBe(text),
    toContainText: (text: string | RegExp) => poll(() => locator.text(), 'text').toMatch(text),
    toHaveValue: (value: string) => poll(() => locator.value(), 'value').toBe(value),
    toHaveAttribute: (name: string, value: string) => poll(() => locator.attribute(name), name).toBe(value),
  };
}

/** The address a journey lands on: path and query, as `toHaveURL` in the Playwright journeys. */
export function expectPath(page: EnginePage, path: RegExp) {
  return expect.poll(() => page.path(), { ...wait, message: 'path' }).toMatch(path);
}

export { expect };
