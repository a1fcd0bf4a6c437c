import { useCallback } from 'react';
import { appDownloadOpened } from '@lotto/install';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * What the promotion pages need of the app around them: the address the platform sees the player
 * at (the status call's, which a claim sends) and the install prompts' app-or-web choice (the
 * app-download go-to), which the install feature answers.
 */
export function usePromotionShell() {
  const dispatch = useAppDispatch();
  const ipAddress = useAppSelector((state) => state.system.ip);
  const onAppDownload = useCallback(() => void dispatch(appDownloadOpened()), [dispatch]);
  return { ipAddress, onAppDownload };
}
