import { useCallback } from 'react';
import { appDownloadOpened } from '@lotto/install';
import { askLateFeature } from '../early/late-asks';
import { useAppSelector } from '../store/hooks';

/**
 * What the promotion pages need of the app around them: the address the platform sees the player
 * at (the status call's, which a claim sends) and the install prompts' app-or-web choice (the
 * app-download go-to), which the install feature answers: asked of it as My account asks it
 * (early/late-asks.ts), so a tap before the late features have started is answered once they have.
 */
export function usePromotionShell() {
  const ipAddress = useAppSelector((state) => state.system.ip);
  const onAppDownload = useCallback(() => askLateFeature(appDownloadOpened()), []);
  return { ipAddress, onAppDownload };
}
