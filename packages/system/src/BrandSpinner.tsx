import { useSelector } from 'react-redux';
import { Spinner } from '@lotto/ui';
import { selectBrandLogo } from '@lotto/app-core';
import { selectFirstCheckRunning } from './system-slice';

export interface BrandSpinnerProps {
  /** Overrides the store: by default the spinner shows while the first status check runs. */
  visible?: boolean;
  /** The merchant file's logo, for when the platform's settings have not given one yet. */
  fallbackLogo?: string;
  onHide?: () => void;
}

/**
 * The full-screen brand spinner (spec 001 §2, screen 16): the merchant's logo in a spinning
 * ring, gone when the check settles, and after SPINNER_AUTO_HIDE_MS (10 s) at the latest.
 */
export function BrandSpinner({ visible, fallbackLogo, onHide }: BrandSpinnerProps) {
  const running = useSelector(selectFirstCheckRunning);
  const logo = useSelector(selectBrandLogo) || fallbackLogo;
  return <Spinner fullScreen visible={visible ?? running} logoSrc={logo} onHide={onHide} />;
}
