import type { ReactNode } from 'react';
import { Docked } from './Docked';
import './floating-banner.css';

interface FloatingBannerProps {
  /** The banner's name for assistive technology. */
  label: string;
  /** App-wide notices (a new version) take the top edge; offers that wait for the player, the bottom. */
  edge: 'top' | 'bottom';
  /** What the banner says, announced politely when it appears. */
  message: ReactNode;
  /** Its actions after the message: buttons, a close button. */
  children: ReactNode;
}

/**
 * A card floating over the page at one edge, clear of the notch, the home indicator and the app's
 * bottom bar; banners of the same edge stand one above the other (`Docked`), never over each other.
 * Its actions stay together: beside a short message, under one that needs the width (a narrow phone,
 * a long language).
 */
export function FloatingBanner({ label, edge, message, children }: FloatingBannerProps) {
  return (
    <Docked edge={edge}>
      <aside className={`ui-floating-banner ui-floating-banner--${edge}`} aria-label={label}>
        <p className="ui-floating-banner__text" role="status">
          {message}
        </p>
        {children ? <div className="ui-floating-banner__actions">{children}</div> : null}
      </aside>
    </Docked>
  );
}
