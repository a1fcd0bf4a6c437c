import { useEffect } from 'react';

export interface FirstScreenShellProps {
  logo: string;
  name: string;
  /** Called once the shell has hydrated (never on the server). */
  onHydrated?: () => void;
}

/**
 * What the page shows before the app's texts have loaded: the merchant's brand, the banner's 5:2 box
 * and skeletons of the heading and the two ways in. It holds no word of any language, so the same
 * markup, rendered into index.html at build time (build/prerender.ts), fits whichever language the
 * player's stored or browser choice picks, and hydrates without a mismatch.
 */
export function FirstScreenShell({ logo, name, onHydrated }: FirstScreenShellProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <div className="shell-home first-screen" aria-busy="true">
      <header className="shell-home__brand">
        <img className="shell-home__logo" src={logo} alt="" width="56" height="56" />
        <p className="shell-home__name">{name}</p>
      </header>
      <div className="shell-banners">
        <div className="shell-banners__box" />
      </div>
      <div className="shell-home__hero">
        <span className="first-screen__line first-screen__line--title" />
        <span className="first-screen__line" />
        <span className="first-screen__action" />
        <span className="first-screen__action" />
      </div>
    </div>
  );
}
