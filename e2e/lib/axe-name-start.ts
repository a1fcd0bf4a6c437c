import { createRequire } from 'node:module';
import type { Spec } from 'axe-core';

/**
 * WCAG 2.5.3 Label in Name, held stricter than axe's own rule: axe's `label-content-name-mismatch` asks
 * only that the name contain the visible text, so "Play Mahjong Ways" passes for a tile that shows
 * "Mahjong Ways". The name must start with it (the understanding document's best practice: a voice
 * command of what the player sees reaches the control, and a screen reader says it first).
 */
const NAME_START_RULE = 'label-content-name-start';

interface CheckContext {
  data(data: unknown): void;
}

interface AxeText {
  sanitize(text: string): string;
  removeUnicode(text: string, options: { emoji: boolean; nonBmp: boolean; punctuations: boolean }): string;
  subtreeText(node: unknown, options: Record<string, unknown>): string;
  accessibleTextVirtual(node: unknown): string;
  isHumanInterpretable(text: string): number;
}

declare const axe: { commons: { text: AxeText } };

/**
 * Runs in the page, handed to axe as text: axe's own reading of the visible text (the same options as
 * its containment rule) and of the name, punctuation and symbols left out, compared at the start.
 */
function nameStartsWithVisibleText(this: CheckContext, _node: Element, _options: unknown, virtualNode: unknown): boolean | undefined {
  const text = axe.commons.text;
  const curate = (value: string) =>
    text.sanitize(text.removeUnicode(value, { emoji: true, nonBmp: true, punctuations: true })).toLowerCase();
  const visible = curate(
    text.subtreeText(virtualNode, { subtreeDescendant: true, ignoreIconLigature: true, pixelThreshold: 0.1, occurrenceThreshold: 3 }),
  );
  const name = curate(text.accessibleTextVirtual(virtualNode));
  if (!visible) return true;
  if (text.isHumanInterpretable(visible) < 1 || text.isHumanInterpretable(name) < 1) return undefined;
  this.data({ visible, name });
  return name.startsWith(visible);
}

/** The rule and its check, as axe.configure takes them (the check's function as text, so the spec crosses into the page). */
const NAME_START_SPEC: Spec = {
  checks: [
    {
      id: NAME_START_RULE,
      evaluate: nameStartsWithVisibleText.toString(),
      metadata: {
        impact: 'serious',
        messages: {
          pass: 'The accessible name starts with the visible text',
          fail: 'The accessible name does not start with the visible text',
          incomplete: 'The visible text or the name is not words',
        },
      },
    },
  ],
  rules: [
    {
      id: NAME_START_RULE,
      // The elements axe's own rule looks at: widgets named from content that have a name of their own.
      matches: 'label-content-name-mismatch-matches',
      tags: ['wcag21a', 'wcag253'],
      any: [NAME_START_RULE],
      metadata: {
        description: 'Ensure that a name given to an element labelled by its content starts with its visible text',
        help: 'The accessible name must start with the visible text',
        helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html',
      },
    },
  ],
};

/** axe-core's browser build with the rule added: what both checks put in the page. */
export const AXE_SOURCE = `${createRequire(import.meta.url)('axe-core').source as string};axe.configure(${JSON.stringify(NAME_START_SPEC)});`;
