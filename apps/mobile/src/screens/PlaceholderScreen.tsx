import { useTexts } from '@lotto/i18n';
import { ScreenHeader } from '../components/ScreenHeader';
import { SHELL_NAMESPACE, type ShellTextKey } from '../locales';

/** A page whose feature is not built yet: its real title, and an honest line saying so. */
export function PlaceholderScreen({ titleKey }: { titleKey: ShellTextKey }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  return (
    <main className="shell-page">
      <ScreenHeader title={t(titleKey)} />
      <p className="shell-page__note">{t('page.comingSoon')}</p>
    </main>
  );
}
