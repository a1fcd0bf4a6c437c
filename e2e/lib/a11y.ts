import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { AXE_SOURCE } from './axe-name-start';

/** The rules the journeys and the stories smoke hold every screen to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's experimental rules run as well, each named on purpose (axe leaves experimental rules out unless
 * one is switched on by name): WCAG 2.5.3 Label in Name, a control's name holds the text it shows, so a
 * player who says what they see ("Mahjong Ways") reaches it by voice.
 */
const AXE_EXPERIMENTAL_ON = ['label-content-name-mismatch'];

/** The options both checks hand axe: the tags above, plus the experimental rules switched on by name. */
export function axeRules(off: readonly string[] = []): Record<string, { enabled: boolean }> {
  return Object.fromEntries([
    ...AXE_EXPERIMENTAL_ON.map((id) => [id, { enabled: true }] as const),
    ...off.map((id) => [id, { enabled: false }] as const),
  ]);
}

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
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, rules: axeRules() })
    .analyze();
  expect(blocking(results.violations), `axe on ${label}`).toEqual([]);
}
