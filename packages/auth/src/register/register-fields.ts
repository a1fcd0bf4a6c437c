import type { RegisterFieldRule } from '@lotto/api-client';
import type { AuthMessageKey } from '../locales/messages';
import { fieldRule, type FieldRule, type RuleField } from '../fields/register-rules';

/**
 * The fields beyond a mode's own (username or mobile number, and the password) that a register
 * rule asks for. The status call's `info.register` names a rule per field (docs/platform-calls.md,
 * `GET /wps/system/status`); a field it names is shown with its checks, a field it leaves out is
 * not asked for. `referralCode` is the spec's register payload field; `email` and `realName` are
 * ours (the simulator's README), since the platform's other field names were not seen.
 */
export type ExtraField = Extract<RuleField, 'referralCode' | 'email' | 'realName'>;

interface ExtraFieldSpec {
  label: AuthMessageKey;
  /** Said when a field whose rule has a minimum is left empty. */
  required: AuthMessageKey;
  autoComplete: string;
  type: 'text' | 'email';
  /** A code is typed as given: no capitals, no corrections. */
  literal: boolean;
}

/** The table, in the order the form shows the fields (after the mode's own, before the password). */
const EXTRA_FIELDS: Readonly<Record<ExtraField, ExtraFieldSpec>> = {
  realName: {
    label: 'register.field.realName',
    required: 'register.required.realName',
    autoComplete: 'name',
    type: 'text',
    literal: false,
  },
  email: { label: 'register.field.email', required: 'register.required.email', autoComplete: 'email', type: 'email', literal: true },
  referralCode: {
    label: 'register.field.referralCode',
    required: 'register.required.referralCode',
    autoComplete: 'off',
    type: 'text',
    literal: true,
  },
};

export interface ShownField extends ExtraFieldSpec {
  field: ExtraField;
  rule: FieldRule;
  /** The rule asks for at least one character; otherwise the field may stay empty. */
  mandatory: boolean;
}

/**
 * The extra fields the rules ask for, in the form's order. `except`: fields the form fills
 * itself (an agent registering a player sends their own referral code).
 */
export function extraFields(rules: Readonly<Record<string, RegisterFieldRule>>, except: readonly ExtraField[] = []): ShownField[] {
  const shown: ShownField[] = [];
  for (const field of Object.keys(EXTRA_FIELDS) as ExtraField[]) {
    const rule = except.includes(field) ? null : fieldRule(rules, field);
    if (rule) shown.push({ field, rule, mandatory: rule.min > 0, ...EXTRA_FIELDS[field] });
  }
  return shown;
}
