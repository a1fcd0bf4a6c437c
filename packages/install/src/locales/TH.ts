import type { InstallMessages } from './messages';

/** Thai install texts; same keys as EN.ts. */
export default {
  update_title: 'เวอร์ชันใหม่',
  update_found: 'พบเวอร์ชันใหม่ กรุณาคลิกรีเฟรช',
  refresh: 'รีเฟรช',
  upgrade_title: 'มีแอปเวอร์ชันใหม่',
  upgrade_description: 'อัปเดตตอนนี้เพื่อรับฟีเจอร์และการแก้ไขล่าสุด',
  upgrade_update_now: 'อัปเดตตอนนี้',
  download_starting: 'กำลังเริ่มดาวน์โหลด หากไม่เริ่ม ให้แตะดาวน์โหลด',
  download_button: 'ดาวน์โหลด',
  download_none: 'ไม่มีไฟล์ดาวน์โหลดสำหรับอุปกรณ์นี้',
  download_choose: 'เลือกแอปสำหรับอุปกรณ์ของคุณ',
  offline_title: 'ออฟไลน์',
  offline_message: 'คุณออฟไลน์อยู่ แอปเปิดจากอุปกรณ์นี้ ส่วนที่ต้องใช้เครือข่ายจะโหลดเมื่อคุณกลับมาออนไลน์',
} satisfies InstallMessages;
