import { useRef, useState, type FormEvent } from 'react';
import type { RegisterFieldRule } from '@lotto/api-client';
import { useTexts } from '@lotto/i18n';
import { Button, TextField } from '@lotto/ui';
import { useAuthDispatch, useAuthSelector } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';
import { PasswordField } from '../fields/PasswordField';
import { PhoneNumberFields } from '../fields/PhoneNumberFields';
import { prepareEncryptedCall } from '../shared/prepare-encryption';
import { passwordAsked, type RegisterMode } from './register-modes';
import { extraFields, type ExtraField, type ShownField } from './register-fields';
import type { RegisterForm } from './register-payload';
import { fieldRule, ruleHint, ruleMessage, ruleProblem, type FieldRule } from '../fields/register-rules';

export interface RegisterModeFormProps {
  mode: RegisterMode;
  busy: boolean;
  onSubmit: (form: RegisterForm) => void;
  /**
   * The account is someone else's (an agent registering a player): the labels say so, and the
   * browser is not told it is the player's own username to remember.
   */
  forAnotherPlayer?: boolean;
  /** The register rules to apply: the status call's (the common data) unless the page asked again after a refusal. */
  rules?: Readonly<Record<string, RegisterFieldRule>>;
  /** What the referral code field starts with: the code the player came with (spec 000 §3). */
  referralCode?: string;
}

type FieldErrors = { username?: string; mobile?: string; password?: string } & Partial<Record<ExtraField, string>>;
type ExtraValues = Partial<Record<ExtraField, string>>;
/** An agent's form sends the agent's own code, so it never asks for one. */
const AGENT_FILLS: readonly ExtraField[] = ['referralCode'];

/**
 * One registration mode's form: a real form with the autocomplete hints that let password
 * managers save the new account. What was typed stays until the form is remounted (a new `key`),
 * so a refused registration keeps it and a successful one can start clean.
 */
export function RegisterModeForm({ mode, busy, onSubmit, forAnotherPlayer = false, rules: given, referralCode }: RegisterModeFormProps) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const common = useAuthSelector((state) => state.common);
  const registerRules = given ?? common.registerRules;
  const askPassword = passwordAsked(mode, common.whitelabelVal);
  const [username, setUsername] = useState('');
  const [mobile, setMobile] = useState('');
  const [chosenCode, setDialingCode] = useState('');
  const dialingCode = chosenCode || common.countryDialingCode;
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [extras, setExtras] = useState<ExtraValues>(() => (referralCode ? { referralCode } : {}));
  const extraRefs = useRef<Partial<Record<ExtraField, HTMLInputElement | null>>>({});

  const rules = {
    username: fieldRule(registerRules, 'username'),
    mobile: fieldRule(registerRules, 'mobileNum'),
    password: fieldRule(registerRules, 'password'),
  };
  const shown = extraFields(registerRules, forAnotherPlayer ? AGENT_FILLS : []);
  /** The merchant's rule for a field the mode asks for; `required` words an empty one. */
  const check = (asked: boolean, rule: FieldRule | null, value: string, required: string) => {
    if (!asked) return undefined;
    const problem = ruleProblem(rule, value, true);
    if (problem === null) return undefined;
    return problem === 'required' || rule === null ? required : ruleMessage(problem, rule, t);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      username: check(mode === 'username', rules.username, username.trim(), t('register.required.username')),
      mobile: check(mode === 'mobile', rules.mobile, mobile.trim(), t('register.required.mobile')),
      password: check(askPassword, rules.password, password, t('register.required.password')),
    };
    const sent: ExtraValues = {};
    for (const { field, rule, mandatory, required } of shown) {
      const value = (extras[field] ?? '').trim();
      // An optional field left empty is not checked against its pattern.
      const problem = value === '' && !mandatory ? null : ruleProblem(rule, value, mandatory);
      if (problem !== null) next[field] = problem === 'required' ? t(required) : ruleMessage(problem, rule, t);
      else if (value !== '') sent[field] = value;
    }
    setErrors(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.mobile) return mobileRef.current?.focus();
    const wrong = shown.find(({ field }) => next[field]);
    if (wrong) return extraRefs.current[wrong.field]?.focus();
    if (next.password) return passwordRef.current?.focus();
    onSubmit({
      mode,
      ...(mode === 'username' ? { username: username.trim() } : {}),
      ...(mode === 'mobile' ? { mobileNum: mobile.trim(), countryDialingCode: dialingCode } : {}),
      ...(askPassword ? { password } : {}),
      ...(shown.length > 0 ? { extras: sent } : {}),
    });
  };

  const prepare = () => {
    if (mode !== 'autoUsername') void dispatch(prepareEncryptedCall());
  };

  return (
    <form className="auth-form" method="post" action="#" noValidate onSubmit={handleSubmit} onFocus={prepare}>
      {mode === 'autoUsername' ? <p className="auth-intro">{t('register.autoIntro')}</p> : null}
      {mode === 'username' ? (
        <TextField
          ref={usernameRef}
          label={forAnotherPlayer ? t('agent.username') : t('register.username')}
          name="username"
          autoComplete={forAnotherPlayer ? 'off' : 'username'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          error={errors.username}
          hint={ruleHint(rules.username, t)}
          onChange={(event) => setUsername(event.target.value)}
        />
      ) : null}
      {mode === 'mobile' ? (
        <PhoneNumberFields
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobile={mobile}
          onMobile={setMobile}
          error={errors.mobile}
          hint={ruleHint(rules.mobile, t)}
          mobileRef={mobileRef}
        />
      ) : null}
      {shown.map((spec) => (
        <ExtraFieldInput
          key={spec.field}
          spec={spec}
          value={extras[spec.field] ?? ''}
          error={errors[spec.field]}
          inputRef={(element) => {
            extraRefs.current[spec.field] = element;
          }}
          onChange={(value) => setExtras((current) => ({ ...current, [spec.field]: value }))}
        />
      ))}
      {askPassword ? (
        <PasswordField
          ref={passwordRef}
          label={forAnotherPlayer ? t('agent.password') : t('register.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint={ruleHint(rules.password, t)}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <Button type="submit" variant="primary" fullWidth busy={busy}>
        {forAnotherPlayer ? t('agent.submit') : t('register.submit')}
      </Button>
    </form>
  );
}

interface ExtraFieldInputProps {
  spec: ShownField;
  value: string;
  error: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}

/** A field a register rule adds: its label, its rule as the hint (an optional one says so first). */
function ExtraFieldInput({ spec, value, error, inputRef, onChange }: ExtraFieldInputProps) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const hint = [spec.mandatory ? null : t('register.optional'), ruleHint(spec.rule, t)].filter(Boolean).join(' · ');
  return (
    <TextField
      ref={inputRef}
      label={t(spec.label)}
      name={spec.field}
      type={spec.type}
      autoComplete={spec.autoComplete}
      {...(spec.literal ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {})}
      required={spec.mandatory}
      value={value}
      error={error}
      hint={hint || undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
