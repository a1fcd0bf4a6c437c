import type { FeedbackMessages } from './messages';

/** Japanese feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: '先にログインしてください。',
  unknown_error: 'エラーが発生しました。もう一度お試しください。',
  error: 'エラー',
  network_error: 'ネットワークエラー / CORSエラー',
  network_offline: 'ネットワークに接続されていません。接続を確認してください。',
  back_online: 'オンラインに復帰しました。',
  network_slowly: 'ネットワークが遅くなっています。',
} satisfies FeedbackMessages;
