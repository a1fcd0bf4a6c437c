import { useTexts } from '@lotto/i18n';
import { FloatingBanner } from '@lotto/ui';
import { INSTALL_NAMESPACE } from '../locales';
import { useOnline } from './use-online';

/**
 * Issue 11: the app opened, or stayed open, without a network. It says so for as long as that
 * lasts; the shell's toasts say when the network goes and comes back.
 */
export function OfflineNotice() {
  const online = useOnline();
  const { t } = useTexts(INSTALL_NAMESPACE);
  if (online) return null;
  return <FloatingBanner edge="top" label={t('offline_title')} message={t('offline_message')} children={null} />;
}
