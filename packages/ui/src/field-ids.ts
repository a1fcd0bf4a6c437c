import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ties a field's hint and error to its control; a caller's own `aria-describedby` is kept. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean, describedBy?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hasHint ? `${inputId}-hint` : undefined;
  const errorId = hasError ? `${inputId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { inputId, hintId, errorId, describedBy: ids || undefined };
}
