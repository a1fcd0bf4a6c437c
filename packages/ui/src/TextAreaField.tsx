import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, isErrorShown } from './field-frame';
import { useFieldIds } from './field-ids';

interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Something under the text on the end side, such as a count of characters left. */
  footer?: ReactNode;
  className?: string;
}

/** A labelled multi-line text, wired like TextField: hint and error described, `aria-invalid`, never an alert. */
export function TextAreaField({ label, hint, error, footer, className, id, rows = 5, ...areaProps }: TextAreaFieldProps) {
  const hasError = isErrorShown(error);
  const ids = useFieldIds(id, hint != null, hasError, areaProps['aria-describedby']);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={areaProps.required}
      disabled={areaProps.disabled}
      className={className}
    >
      <div className="ui-field__control ui-field__control--area">
        <textarea
          {...areaProps}
          rows={rows}
          id={ids.inputId}
          className="ui-field__input ui-field__textarea"
          aria-invalid={hasError || areaProps['aria-invalid'] || undefined}
          aria-describedby={ids.describedBy}
        />
      </div>
      {footer != null ? <div className="ui-field__footer">{footer}</div> : null}
    </FieldFrame>
  );
}
