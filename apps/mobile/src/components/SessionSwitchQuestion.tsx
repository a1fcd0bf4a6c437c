import { useState } from 'react';
import { useTexts } from '@lotto/i18n';
import { AlertDialog } from '@lotto/ui';
import { SHELL_NAMESPACE } from '../locales';

/**
 * Asked when a link carried another member's token into a tab with a live session: a link can carry
 * anyone's token, so the session changes only on the player's word; any other way out keeps it.
 * Loaded only then (its own chunk).
 */
export default function SessionSwitchQuestion({ onSwitch }: { onSwitch: () => void }) {
  const { t } = useTexts(SHELL_NAMESPACE);
  const [open, setOpen] = useState(true);
  return (
    <AlertDialog
      open={open}
      title={t('switch.title')}
      message={t('switch.message')}
      confirmLabel={t('switch.confirm')}
      cancelLabel={t('switch.keep')}
      focusCancel
      onConfirm={() => {
        setOpen(false);
        onSwitch();
      }}
      onCancel={() => setOpen(false)}
    />
  );
}
