import type { RegisterFieldRule } from '@lotto/api-client';
import type { TypedT } from '@lotto/i18n';
import type { AuthMessageKey } from '../locales/messages';

/**
 * The register field rules of the status call (`info.register`; docs/platform-calls.md, the
 * status call): per field an accepted pattern (`*` for anything), a minimum and a maximum
 * length. The form checks them before the call so the player learns at once what the platform
 * would refuse; the platform checks them again, and its message is shown when it refuses anyway
 * (rules changed meanwhile).
 */
export type RuleField = 'username' | 'mobileNum' | 'password' | 'referralCode' | 'email' | 'realName';

export interface FieldRule {
  /** 0 when the platform names none. */
  min: number;
  max: number | null;
  /** null for `*`, a missing pattern, or one this browser cannot compile (the platform decides then). */
  pattern: RegExp | null;
  patternId: string | null;
}

export type RuleProblem = 'required' | 'short' | 'long' | 'pattern';

const ANY_PATTERN = '*';

/**
 * Words for the platform's pattern ids, for the hint and the refusal. The ids were not seen on
 * the platform; these are the simulator's (its README, "Register field rules"). An unknown id
 * gets the general wording.
 */
const PATTERN_TEXTS: Readonly<Record<string, AuthMessageKey>> = {
  ALPHANUMERIC: 'register.chars.alphanumeric',
  DIGITS: 'register.chars.digits',
  LOWER_FIRST_LETTER: 'register.chars.lowerFirst',
  EMAIL: 'register.chars.email',
};

function count(value: number | string | null | undefined): number | null {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

function compile(pattern: string | null | undefined): RegExp | null {
  if (!pattern || pattern === ANY_PATTERN) return null;
  try {
    // No 'u' flag: it refuses escapes that server-side patterns often carry (\-, \_)
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** The field's rule as the form applies it; null when the platform sends none for the field. */
export function fieldRule(rules: Readonly<Record<string, RegisterFieldRule>>, field: RuleField): FieldRule | null {
  const rule = rules[field];
  if (!rule) return null;
  const max = count(rule.maxLength);
  return {
    min: count(rule.minLength) ?? 0,
    max: max === 0 ? null : max,
    pattern: compile(rule.acceptedPattern),
    patternId: rule.patternId === null || rule.patternId === undefined ? null : String(rule.patternId),
  };
}

/** Lengths count characters as the player sees them, not UTF-16 units. */
function length(value: string): number {
  return [...value].length;
}

/** What is wrong with a value, or null. `required`: the form needs the field whatever the rule says. */
export function ruleProblem(rule: FieldRule | null, value: string, required: boolean): RuleProblem | null {
  if (value === '') return required || (rule !== null && rule.min > 0) ? 'required' : null;
  if (!rule) return null;
  if (length(value) < rule.min) return 'short';
  if (rule.max !== null && length(value) > rule.max) return 'long';
  if (rule.pattern && !rule.pattern.test(value)) return 'pattern';
  return null;
}

type Translate = TypedT<AuthMessageKey>;

function patternText(rule: FieldRule, t: Translate): string | null {
  const key = rule.patternId ? PATTERN_TEXTS[rule.patternId] : undefined;
  return key ? t(key) : null;
}

/** The hint under a field: its lengths and, for a known pattern id, the characters it takes. */
export function ruleHint(rule: FieldRule | null, t: Translate): string | undefined {
  if (!rule) return undefined;
  const parts: string[] = [];
  if (rule.min > 0 && rule.max !== null) parts.push(t('register.rule.length', { min: rule.min, max: rule.max, count: rule.max }));
  else if (rule.min > 0) parts.push(t('register.rule.atLeast', { min: rule.min, count: rule.min }));
  else if (rule.max !== null) parts.push(t('register.rule.atMost', { max: rule.max, count: rule.max }));
  const chars = patternText(rule, t);
  if (chars) parts.push(chars);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** Why a value is refused, in the player's language; `required` is the caller's own wording. */
export function ruleMessage(problem: Exclude<RuleProblem, 'required'>, rule: FieldRule, t: Translate): string {
  if (problem === 'short') return t('register.invalid.short', { min: rule.min, count: rule.min });
  if (problem === 'long') return t('register.invalid.long', { max: rule.max, count: rule.max ?? 0 });
  return patternText(rule, t) ?? t('register.invalid.pattern');
}
