import type { ChatMessages } from './messages';

/** Thai chat texts; same keys as EN.ts. */
export default {
  customer_service: 'ฝ่ายบริการลูกค้า',
  customer_service_unread_other: 'ฝ่ายบริการลูกค้า ยังไม่อ่าน {{count}}',
  unread_other: 'ข้อความที่ยังไม่อ่าน {{count}} ข้อความ',
  choose_service: 'เลือกฝ่ายบริการลูกค้า',
  no_permissions: 'คุณไม่มีสิทธิ์ใช้แชท',
  launch_failed: 'ไม่สามารถเปิดแชทได้ โปรดลองอีกครั้ง',
  launching: 'กำลังเปิดแชท…',
  redirect_refused: 'ลิงก์นี้นำไปยังเว็บไซต์ที่ไม่อยู่ในรายการของเรา จึงไม่ได้พาคุณไปที่นั่น',
} satisfies ChatMessages;
