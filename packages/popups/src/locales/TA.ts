import type { PopupsMessages } from './messages';

/** Tamil popups texts; same keys as EN.ts. */
export default {
  banners_label: 'சலுகைகள்',
  slide_of: '{{total}} இல் {{current}} ஆவது படம்',
  previous: 'முந்தையது',
  next: 'அடுத்தது',
  pause: 'படங்களை நிறுத்து',
  play: 'படங்களை இயக்கு',
  announcement: 'அறிவிப்பு',
  hide_today: 'இன்று காட்ட வேண்டாம்',
  hide_again: 'இந்த பாப்அப்பை மீண்டும் காட்ட வேண்டாம்',
  must_read: 'மூட அனைத்து பக்கங்களையும் படிக்கவும் ({{total}} இல் {{seen}} படித்தது)',
  close: 'மூடு',
  go_to_activity: 'செயல்பாட்டிற்குச் செல்',
  know_it: 'புரிந்தது',
  welcome: 'வரவேற்கிறோம்',
  save_image: 'படத்தைச் சேமி',
  copy_link: 'இணைப்பை நகலெடு',
  link_copied: 'இணைப்பு நகலெடுக்கப்பட்டது',
  copy_failed: 'இந்த இணைப்பை நகலெடுக்கவும்:',
  notices_label: 'அறிவிப்புகள்',
  notices_pause: 'அறிவிப்புகளை நிறுத்து',
  notices_play: 'அறிவிப்புகளை இயக்கு',
  notices_title: 'அறிவிப்புகள்',
  notices_failed: 'அறிவிப்புகளை ஏற்ற முடியவில்லை.',
  retry: 'மீண்டும் முயல்க',
} satisfies PopupsMessages;
