import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'セキュリティチェック',
  'status.loading': 'セキュリティチェックを読み込み中…',
  'status.waiting': 'セキュリティチェックの準備ができました',
  'status.verifying': '確認中…',
  'status.success': '確認済み',
  user_error: 'エラー {{code}}：{{message}}',
  unknown_error: 'セキュリティチェックに失敗しました。',
  network_failure: 'ネットワーク障害',
  retry: 'タップして再試行',
  verify_first: '先に認証を完了してください',
  too_fast: '操作が速すぎます。認証は一度に一つだけです。お待ちください。',
  geetest_not_work: 'Geetest サービスが利用できません',
} satisfies CaptchaMessages;
