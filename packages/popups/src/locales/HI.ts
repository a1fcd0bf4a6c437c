import type { PopupsMessages } from './messages';

/** Hindi popups texts; same keys as EN.ts. */
export default {
  banners_label: 'प्रमोशन',
  slide_of: 'स्लाइड {{current}} / {{total}}',
  previous: 'पिछला',
  next: 'अगला',
  pause: 'स्लाइड रोकें',
  play: 'स्लाइड चलाएँ',
  announcement: 'घोषणा',
  hide_today: 'आज न दिखाएँ',
  hide_again: 'यह पॉपअप फिर न दिखाएँ',
  must_read: 'बंद करने के लिए सभी पेज पढ़ें ({{total}} में से {{seen}} पढ़े)',
  close: 'बंद करें',
  go_to_activity: 'गतिविधि पर जाएँ',
  know_it: 'समझ गया',
  welcome: 'स्वागत है',
  save_image: 'छवि सहेजें',
  copy_link: 'लिंक कॉपी करें',
  link_copied: 'लिंक कॉपी हो गया',
  copy_failed: 'यह लिंक कॉपी करें:',
  notices_label: 'सूचनाएँ',
  notices_pause: 'सूचनाएँ रोकें',
  notices_play: 'सूचनाएँ चलाएँ',
  notices_title: 'सूचनाएँ',
  notices_failed: 'सूचनाएँ लोड नहीं हो सकीं।',
  retry: 'फिर से कोशिश करें',
} satisfies PopupsMessages;
