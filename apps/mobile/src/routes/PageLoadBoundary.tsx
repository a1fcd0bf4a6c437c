import { Component, type ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { SHELL_NAMESPACE } from '../locales';

function PageLoadFailed() {
  const { t } = useTexts(SHELL_NAMESPACE);
  return (
    <main className="shell-page">
      <p role="alert">{t('page.loadFailed')}</p>
      {/* A page's code that fails to load was most often replaced by a deployment: a reload brings the current one. */}
      <button type="button" className="shell-button shell-button--secondary" onClick={() => window.location.reload()}>
        {t('home.retry')}
      </button>
    </main>
  );
}

/** A page whose code cannot load (offline, or gone with a new deployment) says so in the player's language, never a blank screen. */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
