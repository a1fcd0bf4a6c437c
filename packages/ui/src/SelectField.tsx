import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, isErrorShown } from './field-frame';
import { useFieldIds } from './field-ids';

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a country". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** A labelled native `<select>`, wired like TextField: hint and error described, `aria-invalid`. */
export function SelectField({ label, options, placeholder, hint, error, className, id, ...selectProps }: SelectFieldProps) {
  const hasError = isErrorShown(error);
  const ids = useFieldIds(id, hint != null, hasError, selectProps['aria-describedby']);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={selectProps.required}
      disabled={selectProps.disabled}
      className={className}
    >
      <div className="ui-field__control ui-field__control--select">
        <select
          {...selectProps}
          id={ids.inputId}
          className="ui-field__input ui-field__select"
          aria-invalid={hasError || selectProps['aria-invalid'] || undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={selectProps.required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
