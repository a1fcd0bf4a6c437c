import { customerServiceRequested, selectHasCustomerService } from '@lotto/app-core';
import { Button, type ButtonVariant } from '@lotto/ui';
import { useDispatch, useSelector } from 'react-redux';

export interface ContactButtonProps {
  label: string;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** Opens the merchant's customer service through the chat feature (`customerServiceRequested`); absent when the merchant has none. */
export function ContactButton({ label, variant = 'primary', fullWidth = false }: ContactButtonProps) {
  const dispatch = useDispatch();
  if (!useSelector(selectHasCustomerService)) return null;
  return (
    <Button variant={variant} fullWidth={fullWidth} onClick={() => dispatch(customerServiceRequested())}>
      {label}
    </Button>
  );
}
