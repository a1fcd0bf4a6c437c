import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { PATHS, useTrackedHref } from '@lotto/app-core';
import { SHELL_NAMESPACE } from '../locales';

/** Title bar of inner pages: a way back (home, unless the page names where it belongs) and the page's heading. */
export function ScreenHeader({ title, backTo = PATHS.home }: { title: string; backTo?: string }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  const homeHref = useTrackedHref(backTo);
  return (
    <header className="shell-header">
      <Link className="shell-header__back" to={homeHref} aria-label={t('nav.back')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="shell-icon-flip">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <h1 className="shell-header__title">{title}</h1>
    </header>
  );
}
