// Loaded with the first screen that shows a member's balance: the figure, its texts and RTK Query
// (through server-data.ts) stay off the first screen.
import '@lotto/wallet/styles.css';
import { registerNamespace } from '@lotto/i18n';
import { WALLET_NAMESPACE, walletMessages } from '@lotto/wallet';
import './server-data';

registerNamespace(WALLET_NAMESPACE, walletMessages);

export { WalletBalance } from '@lotto/wallet';
