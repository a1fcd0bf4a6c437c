import { useId, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectBrandLogo } from '@lotto/app-core';

export interface SystemScreenProps {
  kind: 'maintenance' | 'restricted';
  title: string;
  /** The same title in English, when the page is in another language. */
  englishTitle?: string | null;
  /** The merchant logo to use when the platform's settings have none (the shell's merchant file). */
  fallbackLogo?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The frame both blocking screens share: the brand, an icon, the title(s), the text and the way out. */
export function SystemScreen({ kind, title, englishTitle, fallbackLogo, children, actions }: SystemScreenProps) {
  const titleId = useId();
  const logo = useSelector(selectBrandLogo) || fallbackLogo;
  return (
    <main className={`sys-screen sys-screen--${kind}`} aria-labelledby={titleId}>
      <div className="sys-screen__card">
        {logo ? <img className="sys-screen__logo" src={logo} alt="" width="64" height="64" /> : null}
        <div className="sys-screen__icon" aria-hidden="true">
          {kind === 'maintenance' ? <MaintenanceIcon /> : <RestrictedIcon />}
        </div>
        <h1 id={titleId} className="sys-screen__title">
          {title}
        </h1>
        {englishTitle ? (
          <p className="sys-screen__subtitle" lang="en" dir="ltr">
            {englishTitle}
          </p>
        ) : null}
        <div className="sys-screen__body">{children}</div>
        {actions ? <div className="sys-screen__actions">{actions}</div> : null}
      </div>
    </main>
  );
}

function MaintenanceIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="36"
      height="36"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.5 17.3a1.6 1.6 0 0 0 2.3 2.3l5.8-5.8a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.1-.6-.6-2.1z" />
    </svg>
  );
}

function RestrictedIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="36"
      height="36"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6l12.8 12.8" />
    </svg>
  );
}
