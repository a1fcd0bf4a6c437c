import { useTexts } from '@lotto/i18n';
import { Button, FloatingBanner } from '@lotto/ui';
import { useSelector } from 'react-redux';
import { INSTALL_NAMESPACE } from './locales';
import { selectUpdateFound, type InstallState } from './install-slice';
import { applyRefresh } from './update/refresh-rule';

interface UpdateNoticeProps {
  /** What Refresh does; the real page load unless a story or test says otherwise. */
  onRefresh?: () => void;
}

/** Spec 001 §2 screen 8: 'Found new version, click refresh', with Refresh, once a new deployment is found. */
export function UpdateNotice({ onRefresh = () => applyRefresh(window.location) }: UpdateNoticeProps) {
  const found = useSelector((state: { install: InstallState }) => selectUpdateFound(state));
  const { t } = useTexts(INSTALL_NAMESPACE);
  if (!found) return null;
  return (
    // The top edge: the bottom belongs to the faster-line offer and the toasts.
    <FloatingBanner edge="top" label={t('update_title')} message={t('update_found')}>
      <Button variant="primary" onClick={onRefresh}>
        {t('refresh')}
      </Button>
    </FloatingBanner>
  );
}
