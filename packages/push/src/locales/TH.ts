import type { PushMessages } from './messages';

/** Thai push texts; same keys as EN.ts. */
export default {
  prompt_title: 'การแจ้งเตือน',
  prompt_text: 'เปิดการแจ้งเตือนเพื่อรับผลการออกรางวัล โปรโมชั่น และข่าวสารบัญชีของคุณ',
  prompt_allow: 'เปิด',
  prompt_later: 'ไว้ทีหลัง',
  notification_request_tips: 'การแจ้งเตือนถูกบล็อก หากต้องการรับการแจ้งเตือน โปรดอนุญาตการแจ้งเตือนของเว็บไซต์นี้ในการตั้งค่าเบราว์เซอร์',
  tips_close: 'ตกลง',
} satisfies PushMessages;
