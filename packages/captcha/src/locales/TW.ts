import type { CaptchaMessages } from './messages';

export default {
  'status.label': '安全驗證',
  'status.loading': '正在載入安全驗證…',
  'status.waiting': '安全驗證已就緒',
  'status.verifying': '驗證中…',
  'status.success': '已驗證',
  user_error: '錯誤 {{code}}：{{message}}',
  unknown_error: '安全驗證失敗。',
  network_failure: '網路故障',
  retry: '點擊重試',
  verify_first: '請先完成驗證',
  too_fast: '操作過快：每次只能進行一次驗證，請稍候。',
  geetest_not_work: '極驗服務無法使用',
} satisfies CaptchaMessages;
