export { WalletBalance } from './WalletBalance';
export { WALLET_NAMESPACE, walletMessages } from './locales';
