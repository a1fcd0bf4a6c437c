import { Button, type ButtonVariant } from '@lotto/ui';
import { useSelector } from 'react-redux';
import { openExternal } from './customer-service';
import { selectCustomerServiceUrl } from './selectors';

export interface ContactButtonProps {
  label: string;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** Opens the merchant's customer service in a new tab; absent when the merchant has none. */
export function ContactButton({ label, variant = 'primary', fullWidth = false }: ContactButtonProps) {
  const url = useSelector(selectCustomerServiceUrl);
  if (!url) return null;
  return (
    <Button variant={variant} fullWidth={fullWidth} onClick={() => openExternal(url)}>
      {label}
    </Button>
  );
}
