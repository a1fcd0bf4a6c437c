import type { ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';

/**
 * A refusal or a success said where it happened, in the page rather than over it: a refusal is an
 * alert with its ways on and a close, a success a status line.
 */
export function Notice({ tone, children, onClose }: { tone: 'success' | 'problem'; children: ReactNode; onClose: () => void }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  return (
    <div className={`promotions-notice promotions-notice--${tone}`} role={tone === 'problem' ? 'alert' : 'status'}>
      <div className="promotions-notice__body">{children}</div>
      <button type="button" className="promotions-notice__close" aria-label={t('way.close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
