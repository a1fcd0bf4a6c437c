import type { PopupsMessages } from './messages';

/** Japanese popups texts; same keys as EN.ts. */
export default {
  banners_label: 'キャンペーン',
  slide_of: '{{total}} 枚中 {{current}} 枚目',
  previous: '前へ',
  next: '次へ',
  pause: 'スライドを一時停止',
  play: 'スライドを再生',
  announcement: 'お知らせ',
  hide_today: '今日は表示しない',
  hide_again: 'このお知らせを今後表示しない',
  must_read: 'すべてのページを読むと閉じられます（{{total}} 件中 {{seen}} 件既読）',
  close: '閉じる',
  go_to_activity: 'キャンペーンへ',
  know_it: '了解',
  welcome: 'ようこそ',
  save_image: '画像を保存',
  copy_link: 'リンクをコピー',
  link_copied: 'リンクをコピーしました',
  copy_failed: 'このリンクをコピーしてください：',
  notices_label: 'お知らせ',
  notices_pause: 'お知らせを一時停止',
  notices_play: 'お知らせを再生',
  notices_title: 'お知らせ',
  notices_failed: 'お知らせを読み込めませんでした。',
  retry: '再試行',
} satisfies PopupsMessages;
