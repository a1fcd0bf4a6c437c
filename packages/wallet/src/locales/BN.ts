import type { WalletMessages } from './messages';

/** Bengali wallet texts; same keys as EN.ts. */
export default {
  balance: 'ব্যালেন্স',
  refresh: 'ব্যালেন্স রিফ্রেশ করুন',
  show: 'ব্যালেন্স দেখান',
  hide: 'ব্যালেন্স লুকান',
  hidden: 'ব্যালেন্স লুকানো আছে',
  unavailable: 'ব্যালেন্স পাওয়া যাচ্ছে না',
} satisfies WalletMessages;
