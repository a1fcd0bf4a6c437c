import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'การตรวจสอบความปลอดภัย',
  'status.loading': 'กำลังโหลดการตรวจสอบความปลอดภัย…',
  'status.waiting': 'การตรวจสอบความปลอดภัยพร้อมแล้ว',
  'status.verifying': 'กำลังยืนยัน…',
  'status.success': 'ยืนยันแล้ว',
  user_error: 'ข้อผิดพลาด {{code}}: {{message}}',
  unknown_error: 'การตรวจสอบความปลอดภัยไม่สำเร็จ',
  network_failure: 'เครือข่ายขัดข้อง',
  retry: 'แตะเพื่อลองอีกครั้ง',
  verify_first: 'โปรดยืนยันตัวตนให้เสร็จก่อน',
  too_fast: 'เร็วเกินไป: ยืนยันได้ครั้งละหนึ่งรายการ โปรดรอสักครู่',
  geetest_not_work: 'บริการ Geetest ใช้งานไม่ได้',
} satisfies CaptchaMessages;
