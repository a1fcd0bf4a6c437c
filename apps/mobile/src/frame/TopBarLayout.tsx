import type { ReactNode } from 'react';

/**
 * The top bar's frame, the same on the first screen and in the app, so nothing moves when the app
 * takes over: the brand's logo, who is here (the merchant, or the member), and what is at the end.
 */
export function TopBarLayout({ logo, children, end }: { logo: string; children: ReactNode; end: ReactNode }) {
  return (
    <header className="shell-topbar">
      <img className="shell-topbar__logo" src={logo} alt="" width="36" height="36" />
      <div className="shell-topbar__who">{children}</div>
      <div className="shell-topbar__end">{end}</div>
    </header>
  );
}
