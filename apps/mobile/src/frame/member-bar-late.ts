// The top bar's member part that comes after first paint, in one chunk: the balance (with its texts
// and RTK Query) and the VIP badge, which waits for member info anyway. Never on a visitor's first screen.
export { WalletBalance } from '../store/wallet-feature';
export { VipBadge } from './VipBadge';
