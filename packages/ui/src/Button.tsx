import type { ComponentPropsWithRef, MouseEvent } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /**
   * Work is under way: the button says so (`aria-busy`, a spinner) and ignores further
   * presses, so a form is not submitted twice. It stays focusable, unlike `disabled`.
   */
  busy?: boolean;
  fullWidth?: boolean;
}

/** The one button of the app: at least 44 px high, three looks, a busy state. */
export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={['ui-button', `ui-button--${variant}`, fullWidth && 'ui-button--full', className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy ? <span className="ui-button__spinner" aria-hidden="true" /> : null}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
