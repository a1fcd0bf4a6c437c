import type { PopupsMessages } from './messages';

/** Simplified Chinese popups texts; same keys as EN.ts. */
export default {
  banners_label: '优惠活动',
  slide_of: '第 {{current}} 张，共 {{total}} 张',
  previous: '上一张',
  next: '下一张',
  pause: '暂停轮播',
  play: '播放轮播',
  announcement: '公告',
  hide_today: '今日不再显示',
  hide_again: '不再显示此弹窗',
  must_read: '请阅读全部页面后关闭（已读 {{seen}}/{{total}}）',
  close: '关闭',
  go_to_activity: '前往活动',
  know_it: '知道了',
  welcome: '欢迎',
  save_image: '保存图片',
  copy_link: '复制链接',
  link_copied: '链接已复制',
  copy_failed: '请复制此链接：',
  notices_label: '公告',
  notices_pause: '暂停公告滚动',
  notices_play: '播放公告滚动',
  notices_title: '公告',
  notices_failed: '无法加载公告。',
  retry: '重试',
} satisfies PopupsMessages;
