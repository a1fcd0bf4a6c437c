/** Test and story helpers (`@lotto/wallet/testing`): never part of the app's bundle. */
export { createWalletStore } from './create-wallet-store';
export { renderWallet, setupI18n } from './render';
export { BALANCE_ANSWERS } from './balance-answers';
