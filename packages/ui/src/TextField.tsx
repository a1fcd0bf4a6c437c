import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, isErrorShown } from './field-frame';
import { useFieldIds } from './field-ids';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  /** Help shown under the field, read out with it (`aria-describedby`). */
  hint?: ReactNode;
  /** Shown under the field, read out with it, and marks it `aria-invalid`. */
  error?: ReactNode;
  /** Something at the end of the input, such as a show-password button. */
  endAdornment?: ReactNode;
  /** Class of the wrapper; input props go to the `<input>`. */
  className?: string;
}

/**
 * A labelled input. Every native input prop (`name`, `type`, `autoComplete`, `inputMode`,
 * `ref`…) reaches the `<input>`. The error is not a live alert: it is announced when the
 * field is focused, through `aria-describedby`, so it does not interrupt typing.
 */
export function TextField({ label, hint, error, endAdornment, className, id, ...inputProps }: TextFieldProps) {
  const hasError = isErrorShown(error);
  const ids = useFieldIds(id, hint != null, hasError, inputProps['aria-describedby']);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={inputProps.required}
      disabled={inputProps.disabled}
      className={className}
    >
      <div className="ui-field__control">
        <input
          {...inputProps}
          id={ids.inputId}
          className="ui-field__input"
          aria-invalid={hasError || inputProps['aria-invalid'] || undefined}
          aria-describedby={ids.describedBy}
        />
        {endAdornment ? <div className="ui-field__adornment">{endAdornment}</div> : null}
      </div>
    </FieldFrame>
  );
}
