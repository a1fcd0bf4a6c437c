import { useTexts } from '@lotto/i18n';
import { Button, FloatingBanner } from '@lotto/ui';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { INSTALL_NAMESPACE } from './locales';
import { selectUpdateFound, type InstallState } from './install-slice';
import { applyRefresh } from './update/refresh-rule';

interface UpdateNoticeProps {
  /** What Refresh does; the real page load unless a story or test says otherwise. */
  onRefresh?: () => void;
  /** Work before Refresh: the new deployment's service worker takes over, so the reload gets the new files. */
  beforeRefresh?: () => Promise<void>;
}

/** Spec 001 §2 screen 8: 'Found new version, click refresh', with Refresh, once a new deployment is found. */
export function UpdateNotice({ onRefresh = () => applyRefresh(window.location), beforeRefresh }: UpdateNoticeProps) {
  const found = useSelector((state: { install: InstallState }) => selectUpdateFound(state));
  const { t } = useTexts(INSTALL_NAMESPACE);
  const [busy, setBusy] = useState(false);
  if (!found) return null;
  const refresh = () => {
    setBusy(true);
    // Refresh happens whatever the worker did: the spec's rule does not wait on it.
    void (beforeRefresh?.() ?? Promise.resolve()).catch(() => undefined).then(onRefresh);
  };
  return (
    // The top edge: the bottom belongs to the faster-line offer and the toasts.
    <FloatingBanner edge="top" label={t('update_title')} message={t('update_found')}>
      <Button variant="primary" busy={busy} onClick={refresh}>
        {t('refresh')}
      </Button>
    </FloatingBanner>
  );
}
