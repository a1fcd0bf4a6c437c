import type { InstallMessages } from './messages';

/** Khmer install texts; same keys as EN.ts. */
export default {
  update_title: 'កំណែថ្មី',
  update_found: 'បានរកឃើញកំណែថ្មី សូមចុចផ្ទុកឡើងវិញ',
  refresh: 'ផ្ទុកឡើងវិញ',
} satisfies InstallMessages;
