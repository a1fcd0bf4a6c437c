/**
 * The cache tags several packages share: one provides, another invalidates (a claimed reward
 * refreshes the wallet). A package's own tags stay in its package (`enhanceEndpoints`).
 */
export const WALLET_BALANCE_TAG = 'WalletBalance';
