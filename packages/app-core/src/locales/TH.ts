import type { FeedbackMessages } from './messages';

/** Thai feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'กรุณาเข้าสู่ระบบก่อน',
  unknown_error: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง',
  error: 'ข้อผิดพลาด',
  network_error: 'ข้อผิดพลาดเครือข่าย / ข้อผิดพลาด CORS',
  network_offline: 'เครือข่ายออฟไลน์ กรุณาตรวจสอบการเชื่อมต่อ',
  back_online: 'คุณกลับมาออนไลน์แล้ว',
  network_slowly: 'เครือข่ายช้า',
} satisfies FeedbackMessages;
