import type { Messages } from '@lotto/i18n';

/** The popups' texts: home's banner carousel, the announcement popup (spec 001 §2 screen 9), go-to-activity and the welcome images (screen 10), the notice line. */
export default {
  banners_label: 'Promotions',
  slide_of: 'Slide {{current}} of {{total}}',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause slides',
  play: 'Play slides',
  announcement: 'Announcement',
  hide_today: 'Do not show today',
  hide_again: 'Do not show this popup again',
  must_read: 'Read every page to close ({{seen}} of {{total}} read)',
  close: 'Close',
  go_to_activity: 'Go to activity',
  know_it: 'Got it',
  welcome: 'Welcome',
  save_image: 'Save image',
  copy_link: 'Copy link',
  link_copied: 'Link copied',
  copy_failed: 'Copy this link:',
  notices_label: 'Notices',
  notices_pause: 'Pause notices',
  notices_play: 'Play notices',
  notices_title: 'Notices',
  notices_failed: 'The notices could not be loaded.',
  retry: 'Retry',
} satisfies Messages;
