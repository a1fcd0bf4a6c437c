import type { RegisterRuleSeed } from '../seed/types';

/**
 * The merchant's register field rules (`info.register` of the status call) as the register calls
 * apply them: the same rules the app reads, so what the form lets through the platform accepts,
 * unless the rules changed since the page loaded (POST /__sim/register-rules), when the refusal's
 * message is the one the player sees.
 */

const ANY_PATTERN = '*';

/** What a value breaks: its length or its pattern; null when it meets the rule (or there is none). */
export type RuleRefusal = 'length' | 'pattern' | null;

/** Lengths count characters, not UTF-16 units, as the app does. */
function length(value: string): number {
  return [...value].length;
}

export function ruleRefusal(rule: RegisterRuleSeed | undefined, value: string): RuleRefusal {
  if (rule === undefined) return null;
  const size = length(value);
  if (size < rule.minLength || (rule.maxLength > 0 && size > rule.maxLength)) return 'length';
  if (rule.acceptedPattern !== ANY_PATTERN && !new RegExp(rule.acceptedPattern).test(value)) return 'pattern';
  return null;
}

/** Words for the seeded pattern ids (ours: the platform's ids were not seen); another id is left unworded. */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  ALPHANUMERIC: 'letters and digits only',
  DIGITS: 'digits only',
  LOWER_FIRST_LETTER: 'lower-case letters and digits, starting with a letter',
  EMAIL: 'an address such as name@example.com',
};

/** The refusal's message (ours: the platform's wording was not seen), naming what the rule asks; `field` with its article ("A username"). */
export function ruleMessage(field: string, rule: RegisterRuleSeed): string {
  const words = PATTERN_WORDS[rule.patternId];
  if (rule.minLength === 0 && rule.maxLength === 0) return `${field} is not in a form this site accepts${words ? `: ${words}` : ''}.`;
  const lengths = rule.maxLength > 0 ? `${rule.minLength} to ${rule.maxLength} characters` : `at least ${rule.minLength} characters`;
  return `${field} has ${lengths}${words ? `, ${words}` : ''}.`;
}
