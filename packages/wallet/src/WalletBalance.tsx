import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { formatMoney, selectSessionInfo } from '@lotto/app-core';
import { LANGUAGE_INFO, isSupportedLanguage, useTexts } from '@lotto/i18n';
import { HIDDEN_AMOUNT } from './constants';
import { WALLET_NAMESPACE } from './locales';
import { useWalletBalanceQuery } from './server-data/balance';
import { useBalanceHidden } from './use-balance-hidden';
import './wallet.css';

export interface WalletBalanceProps {
  /** Asks the platform again whenever it changes: the shell passes what marks a return from a game. */
  refreshKey?: unknown;
  /** `bar`: one line for the top bar; `card`: the figure large, with its label, for the account pages. */
  variant?: 'bar' | 'card';
}

/**
 * The signed-in member's balance in the merchant's currency, with a refresh and a hide switch.
 * Nothing for a visitor. Asked when shown, when the page is shown again and at each `refreshKey`;
 * a refresh while one is under way sends nothing more. A failed answer says the balance is
 * unavailable and keeps the refresh at hand.
 */
export function WalletBalance({ refreshKey, variant = 'bar' }: WalletBalanceProps) {
  const { t, i18n } = useTexts(WALLET_NAMESPACE);
  const token = useSelector(selectSessionInfo)?.token ?? null;
  const { data, isError, isFetching, refetch } = useWalletBalanceQuery(token ?? '', {
    skip: token === null,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const [hidden, toggleHidden] = useBalanceHidden();
  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (token === null || refreshKey === firstKey.current) return;
    firstKey.current = refreshKey;
    void refetch();
  }, [refreshKey, refetch, token]);

  if (token === null) return null;
  const locale = isSupportedLanguage(i18n.language) ? LANGUAGE_INFO[i18n.language].htmlLang : undefined;
  const figure = data
    ? hidden
      ? HIDDEN_AMOUNT
      : formatMoney(data.total, data, locale ?? 'en')
    : isError && !isFetching
      ? t('unavailable')
      : null;

  return (
    <div className={`wallet-balance wallet-balance--${variant}`} role="group" aria-label={t('balance')}>
      {variant === 'card' ? <span className="wallet-balance__label">{t('balance')}</span> : null}
      <output className="wallet-balance__amount" aria-live="polite" aria-busy={figure === null || undefined}>
        {figure === null ? (
          <span className="wallet-balance__skeleton" aria-hidden="true" />
        ) : hidden && data ? (
          <span aria-label={t('hidden')}>{figure}</span>
        ) : (
          <bdi>{figure}</bdi>
        )}
      </output>
      {data ? (
        <button
          type="button"
          className="wallet-balance__icon"
          aria-pressed={hidden}
          aria-label={hidden ? t('show') : t('hide')}
          onClick={toggleHidden}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z" />
            {hidden ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" /> : null}
          </svg>
        </button>
      ) : null}
      <button
        type="button"
        className="wallet-balance__icon wallet-balance__refresh"
        aria-label={t('refresh')}
        aria-busy={isFetching || undefined}
        onClick={() => {
          if (!isFetching) void refetch();
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4l-2.3 2.3Z" />
        </svg>
      </button>
    </div>
  );
}
