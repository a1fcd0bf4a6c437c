import type { CaptchaMessages } from './messages';

export default {
  'status.label': '安全验证',
  'status.loading': '正在加载安全验证…',
  'status.waiting': '安全验证已就绪',
  'status.verifying': '验证中…',
  'status.success': '已验证',
  user_error: '错误 {{code}}：{{message}}',
  unknown_error: '安全验证失败。',
  network_failure: '网络故障',
  retry: '点击重试',
  verify_first: '请先完成验证',
  too_fast: '操作过快：每次只能进行一次验证，请稍候。',
  geetest_not_work: '极验服务不可用',
} satisfies CaptchaMessages;
