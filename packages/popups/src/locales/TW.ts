import type { PopupsMessages } from './messages';

/** Traditional Chinese popups texts; same keys as EN.ts. */
export default {
  banners_label: '優惠活動',
  slide_of: '第 {{current}} 張，共 {{total}} 張',
  previous: '上一張',
  next: '下一張',
  pause: '暫停輪播',
  play: '播放輪播',
  announcement: '公告',
  hide_today: '今日不再顯示',
  hide_again: '不再顯示此彈窗',
  must_read: '請閱讀全部頁面後關閉（已讀 {{seen}}/{{total}}）',
  close: '關閉',
  go_to_activity: '前往活動',
  know_it: '知道了',
  welcome: '歡迎',
  save_image: '儲存圖片',
  copy_link: '複製連結',
  link_copied: '連結已複製',
  copy_failed: '請複製此連結：',
  notices_label: '公告',
  notices_pause: '暫停公告捲動',
  notices_play: '播放公告捲動',
  notices_title: '公告',
  notices_failed: '無法載入公告。',
  retry: '重試',
} satisfies PopupsMessages;
