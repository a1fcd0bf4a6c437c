import type { PushMessages } from './messages';

/** Tamil push texts; same keys as EN.ts. */
export default {
  prompt_title: 'அறிவிப்புகள்',
  prompt_text: 'குலுக்கல் முடிவுகள், சலுகைகள் மற்றும் உங்கள் கணக்கு பற்றி அறிய அறிவிப்புகளை இயக்கவும்.',
  prompt_allow: 'இயக்கு',
  prompt_later: 'இப்போது வேண்டாம்',
  notification_request_tips: 'அறிவிப்புகள் தடுக்கப்பட்டுள்ளன. அவற்றைப் பெற, உங்கள் உலாவி அமைப்புகளில் இந்தத் தளத்திற்கான அறிவிப்புகளை அனுமதிக்கவும்.',
  tips_close: 'சரி',
} satisfies PushMessages;
