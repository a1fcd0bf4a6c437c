import type { ReactNode } from 'react';
import type { FieldIds } from './field-ids';
import './field.css';

export function isErrorShown(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The control itself (input or select), already wired to `ids`. */
  children: ReactNode;
}

/** What every field shares around its control: the label, the hint and the error, tied by ids. */
export function FieldFrame({ ids, label, hint, error, required, disabled, className, children }: FieldFrameProps) {
  const hasError = isErrorShown(error);
  return (
    <div className={['ui-field', hasError && 'ui-field--invalid', disabled && 'ui-field--disabled', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint != null ? (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={ids.errorId} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
