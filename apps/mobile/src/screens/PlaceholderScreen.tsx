import { useMatches } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { ScreenHeader } from '../components/ScreenHeader';
import type { RouteHandle } from '../app/route-table';
import { SHELL_NAMESPACE } from '../locales';

/** A page whose feature is not built yet: its real title, and an honest line saying so. */
export function PlaceholderScreen() {
  const { t } = useTexts(SHELL_NAMESPACE);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <main className="shell-page">
      <ScreenHeader title={handle ? t(handle.titleKey) : ''} />
      <p className="shell-page__note">{t('page.comingSoon')}</p>
    </main>
  );
}
