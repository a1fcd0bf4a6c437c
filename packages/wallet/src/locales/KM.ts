import type { WalletMessages } from './messages';

/** Khmer wallet texts; same keys as EN.ts. */
export default {
  balance: 'សមតុល្យ',
  refresh: 'ផ្ទុកសមតុល្យឡើងវិញ',
  show: 'បង្ហាញសមតុល្យ',
  hide: 'លាក់សមតុល្យ',
  hidden: 'សមតុល្យត្រូវបានលាក់',
  unavailable: 'មិនអាចទាញយកសមតុល្យបានទេ',
} satisfies WalletMessages;
