import type { PopupsMessages } from './messages';

/** Tagalog popups texts; same keys as EN.ts. */
export default {
  banners_label: 'Mga promo',
  slide_of: 'Slide {{current}} ng {{total}}',
  previous: 'Nakaraan',
  next: 'Susunod',
  pause: 'I-pause ang slides',
  play: 'I-play ang slides',
  announcement: 'Anunsyo',
  hide_today: 'Huwag ipakita ngayong araw',
  hide_again: 'Huwag nang ipakita muli ang popup na ito',
  must_read: 'Basahin ang lahat ng pahina para maisara ({{seen}} sa {{total}} nabasa)',
  close: 'Isara',
  go_to_activity: 'Pumunta sa aktibidad',
  know_it: 'Sige',
  welcome: 'Maligayang pagdating',
  save_image: 'I-save ang larawan',
  copy_link: 'Kopyahin ang link',
  link_copied: 'Nakopya ang link',
  copy_failed: 'Kopyahin ang link na ito:',
  notices_label: 'Mga abiso',
  notices_pause: 'I-pause ang mga abiso',
  notices_play: 'I-play ang mga abiso',
  notices_title: 'Mga abiso',
  notices_failed: 'Hindi ma-load ang mga abiso.',
  retry: 'Subukan muli',
} satisfies PopupsMessages;
