import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { appDownloadOpened } from './start-install-prompts';

/** The APP_DOWNLOAD go-to callback as a hook, for components under the store's Provider. */
export function useOpenAppDownload(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(appDownloadOpened());
  }, [dispatch]);
}
