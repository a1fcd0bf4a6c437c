import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../components/ScreenHeader';
import type { RouteHandle } from '../app/route-table';

/** A page whose feature is not built yet: its real title, and an honest line saying so. */
export function PlaceholderScreen() {
  const { t } = useTranslation('shell');
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return (
    <main className="shell-page">
      <ScreenHeader title={handle ? t(handle.titleKey) : ''} />
      <p className="shell-page__note">{t('page.comingSoon')}</p>
    </main>
  );
}
