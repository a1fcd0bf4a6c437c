import type { PopupsMessages } from './messages';

/** Thai popups texts; same keys as EN.ts. */
export default {
  banners_label: 'โปรโมชัน',
  slide_of: 'สไลด์ {{current}} จาก {{total}}',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  pause: 'หยุดสไลด์ชั่วคราว',
  play: 'เล่นสไลด์',
  announcement: 'ประกาศ',
  hide_today: 'ไม่ต้องแสดงวันนี้',
  hide_again: 'ไม่ต้องแสดงป๊อปอัปนี้อีก',
  must_read: 'อ่านให้ครบทุกหน้าเพื่อปิด (อ่านแล้ว {{seen}} จาก {{total}})',
  close: 'ปิด',
  go_to_activity: 'ไปที่กิจกรรม',
  know_it: 'รับทราบ',
  welcome: 'ยินดีต้อนรับ',
  save_image: 'บันทึกรูปภาพ',
  copy_link: 'คัดลอกลิงก์',
  link_copied: 'คัดลอกลิงก์แล้ว',
  copy_failed: 'คัดลอกลิงก์นี้:',
  notices_label: 'ประกาศ',
  notices_pause: 'หยุดประกาศชั่วคราว',
  notices_play: 'เล่นประกาศ',
  notices_title: 'ประกาศ',
  notices_failed: 'โหลดประกาศไม่ได้',
  retry: 'ลองอีกครั้ง',
} satisfies PopupsMessages;
