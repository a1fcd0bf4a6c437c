import type { UiMessages } from './messages';

export default {
  notice: 'แจ้งเตือน',
  confirm: 'ยืนยัน',
  cancel: 'ยกเลิก',
  close: 'ปิด',
  reference: 'หมายเลขอ้างอิง: {{traceId}}',
  loading: 'กำลังโหลด',
} satisfies UiMessages;
