import { useEffect, useRef, useState } from 'react';
import { PATHS, useAskedOverlay, useTrackedNavigate } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { AlertDialog } from '@lotto/ui';
import { ACCOUNT_NAMESPACE } from '../locales';
import { ActionRow } from './EntryRow';

/**
 * Log out (docs/platform-calls.md, `DELETE /wps/session/logout`, "Flow seen"): asked first; on yes
 * the page goes home, and once it has gone sign-in's logout runs (it tells the platform without
 * waiting, clears the session and switches auto-login off). Home first: ended while this members'
 * page still shows, the session would have the guard send the player to login instead. A second
 * tap on yes does nothing more.
 */
export function LogoutRow({ onLogOut }: { onLogOut: () => unknown }) {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const navigate = useTrackedNavigate();
  const [asking, setAsking] = useState(false);
  // Through the overlays' queue: a prompt that opened unasked steps aside while the player answers.
  const shown = useAskedOverlay(asking);
  const leaving = useRef(false);
  const logOut = useRef(onLogOut);
  useEffect(() => {
    logOut.current = onLogOut;
  });
  // The page is gone: the logout the player confirmed runs now.
  useEffect(
    () => () => {
      if (leaving.current) void logOut.current();
    },
    [],
  );
  const confirm = () => {
    if (leaving.current) return;
    leaving.current = true;
    setAsking(false);
    navigate(PATHS.home, { replace: true });
  };
  return (
    <>
      <ul className="acct-group__rows">
        <ActionRow icon="logout" label={t('entry.logout')} danger onClick={() => setAsking(true)} />
      </ul>
      <AlertDialog
        open={shown}
        title={t('logout.title')}
        message={t('logout.message')}
        confirmLabel={t('logout.confirm')}
        cancelLabel={t('logout.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        // Leaving changes the page: a history entry of the dialog's own would come back as a step behind home.
        closeOnBack={false}
      />
    </>
  );
}
