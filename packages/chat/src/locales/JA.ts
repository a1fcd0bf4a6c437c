import type { ChatMessages } from './messages';

/** Japanese chat texts; same keys as EN.ts. */
export default {
  customer_service: 'カスタマーサービス',
  customer_service_unread_other: 'カスタマーサービス、未読 {{count}} 件',
  unread_other: '未読メッセージ {{count}} 件',
  choose_service: 'カスタマーサービスを選択',
  no_permissions: 'チャットを利用する権限がありません。',
  launch_failed: 'チャットを開けませんでした。もう一度お試しください。',
  launching: 'チャットを開いています…',
  redirect_refused: 'このリンクは当社のリストにないサイトへ移動するため、移動しませんでした。',
} satisfies ChatMessages;
