import type { UiMessages } from './messages';

export default {
  notice: 'お知らせ',
  confirm: '確認',
  cancel: 'キャンセル',
  close: '閉じる',
  reference: '参照番号：{{traceId}}',
  loading: '読み込み中',
} satisfies UiMessages;
