import { useCallback } from 'react';
import { useTexts } from '@lotto/i18n';
import { alertShown } from '@lotto/app-core';
import { useAuthDispatch } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';
import type { AuthMessageKey } from '../locales/messages';
import { providerErrorParts } from './provider-errors';

/** The provider's failures in the notice alert: translated text, then its code and reason for support. */
export function useProviderAlert() {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  return useCallback(
    (error: unknown) => {
      const parts = providerErrorParts(error);
      const lines = [t(parts.messageKey), t('providerError.code', { code: parts.code })];
      if (parts.reason) lines.push(t('providerError.reason', { reason: parts.reason }));
      dispatch(alertShown({ message: lines.join('\n') }));
    },
    [dispatch, t],
  );
}

/** One of sign-in's own notices (incognito refusal, coming soon), or a text the native app sent. */
export function useAuthNotice() {
  const dispatch = useAuthDispatch();
  return useCallback(
    (notice: { key: AuthMessageKey } | { text: string }) =>
      dispatch(alertShown('key' in notice ? { messageKey: notice.key, namespace: AUTH_NAMESPACE } : { message: notice.text })),
    [dispatch],
  );
}
