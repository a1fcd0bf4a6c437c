import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** The rules the journeys and the stories smoke hold every screen to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The serious and critical violations among axe's results, one line each: rule, impact, help and where. */
export function blocking(violations: Pick<Result, 'id' | 'impact' | 'help' | 'nodes'>[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** No serious or critical axe-core violation on the page as it stands. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(blocking(results.violations), `axe on ${label}`).toEqual([]);
}
