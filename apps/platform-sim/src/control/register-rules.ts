import type { Hono } from 'hono';
import type { BasicRegisterField, ExtraRegisterField, RegisterField, RegisterRuleSeed } from '../seed/types';
import type { MerchantState, SimState } from '../state/sim-state';
import { accepted, found, isJsonObject, withJsonBody } from './request-body';
import { byMerchant, targetMerchants } from './targets';

const BASIC_FIELDS: readonly BasicRegisterField[] = ['username', 'password', 'mobileNum'];
const EXTRA_FIELDS: readonly ExtraRegisterField[] = ['referralCode', 'email', 'realName'];
const FIELDS: readonly RegisterField[] = [...BASIC_FIELDS, ...EXTRA_FIELDS];
/** A new extra field's rule starts from this: optional, any characters, no maximum. */
const OPEN_RULE: RegisterRuleSeed = { acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'ANY' };

type Rules = MerchantState['seed']['registerRules'];

function parseRule(field: string, input: unknown, current: RegisterRuleSeed | undefined): RegisterRuleSeed | string {
  if (!isJsonObject(input)) return `rules.${field} must be an object`;
  const rule = { ...(current ?? OPEN_RULE), ...(input as Partial<RegisterRuleSeed>) };
  const { acceptedPattern, minLength, maxLength, patternId } = rule;
  if (typeof acceptedPattern !== 'string') return `rules.${field}.acceptedPattern must be a pattern or "*"`;
  if (acceptedPattern !== '*') {
    try {
      new RegExp(acceptedPattern);
    } catch {
      return `rules.${field}.acceptedPattern is not a valid pattern`;
    }
  }
  for (const [name, value] of [
    ['minLength', minLength],
    ['maxLength', maxLength],
  ] as const) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
      return `rules.${field}.${name} must be a whole number, 0 or more`;
  }
  if (typeof patternId !== 'string') return `rules.${field}.patternId must be a string`;
  return { acceptedPattern, minLength, maxLength, patternId };
}

function parseRules(input: unknown, current: Rules): Rules | string {
  if (!isJsonObject(input)) return 'rules must be an object';
  const next: Partial<Record<RegisterField, RegisterRuleSeed>> = { ...current };
  for (const [field, rule] of Object.entries(input)) {
    if (!(FIELDS as readonly string[]).includes(field)) return `rules.${field} is not one of ${FIELDS.join(', ')}`;
    if (rule === null) {
      // Only the extra fields can go: every merchant has a rule for the basics.
      if ((BASIC_FIELDS as readonly string[]).includes(field)) return `rules.${field} cannot be removed`;
      delete next[field as RegisterField];
      continue;
    }
    const parsed = parseRule(field, rule, current[field as RegisterField]);
    if (typeof parsed === 'string') return parsed;
    next[field as RegisterField] = parsed;
  }
  return next as Rules;
}

/**
 * Ours: the register field rules (README, "Register field rules"). `POST /register-rules` merges
 * per field into one merchant's (or every merchant's) rules (`null` removes an extra field's); the status call and the register
 * calls follow at once, so a page loaded before the change holds the old rules, as a player's
 * would when a merchant tightens them.
 */
export function registerRegisterRulesControl(control: Hono, state: SimState): void {
  const view = () => byMerchant(state.merchants.values(), (merchant) => merchant.seed.registerRules);
  control.get('/register-rules', (c) => c.json(view()));

  control.post(
    '/register-rules',
    withJsonBody((body, c) => {
      const { merchant: code, rules } = body;
      const targets = found(targetMerchants(state, code === undefined ? undefined : String(code)));
      // Every merchant's rules are checked before any changes: a refused body changes nothing.
      const updates = targets.map((merchant): [MerchantState, Rules] => [
        merchant,
        accepted(parseRules(rules, merchant.seed.registerRules)),
      ]);
      for (const [merchant, next] of updates) merchant.seed = { ...merchant.seed, registerRules: next };
      return c.json(view());
    }),
  );
}
