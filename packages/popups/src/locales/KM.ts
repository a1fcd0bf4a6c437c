import type { PopupsMessages } from './messages';

/** Khmer popups texts; same keys as EN.ts. */
export default {
  banners_label: 'ការផ្សព្វផ្សាយ',
  slide_of: 'ស្លាយ {{current}} នៃ {{total}}',
  previous: 'មុន',
  next: 'បន្ទាប់',
  pause: 'ផ្អាកស្លាយ',
  play: 'ចាក់ស្លាយ',
  announcement: 'សេចក្តីប្រកាស',
  hide_today: 'កុំបង្ហាញថ្ងៃនេះ',
  hide_again: 'កុំបង្ហាញផ្ទាំងនេះទៀត',
  must_read: 'អានគ្រប់ទំព័រដើម្បីបិទ (បានអាន {{seen}} នៃ {{total}})',
  close: 'បិទ',
  go_to_activity: 'ទៅកាន់សកម្មភាព',
  know_it: 'យល់ហើយ',
  welcome: 'សូមស្វាគមន៍',
  save_image: 'រក្សាទុករូបភាព',
  copy_link: 'ចម្លងតំណ',
  link_copied: 'បានចម្លងតំណ',
  copy_failed: 'ចម្លងតំណនេះ៖',
  notices_label: 'សេចក្ដីជូនដំណឹង',
  notices_pause: 'ផ្អាកសេចក្ដីជូនដំណឹង',
  notices_play: 'ចាក់សេចក្ដីជូនដំណឹង',
  notices_title: 'សេចក្ដីជូនដំណឹង',
  notices_failed: 'មិនអាចផ្ទុកសេចក្ដីជូនដំណឹងបានទេ។',
  retry: 'ព្យាយាមម្តងទៀត',
} satisfies PopupsMessages;
