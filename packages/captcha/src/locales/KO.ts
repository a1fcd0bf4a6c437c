import type { CaptchaMessages } from './messages';

export default {
  'status.label': '보안 확인',
  'status.loading': '보안 확인을 불러오는 중…',
  'status.waiting': '보안 확인 준비 완료',
  'status.verifying': '확인 중…',
  'status.success': '확인됨',
  user_error: '오류 {{code}}: {{message}}',
  unknown_error: '보안 확인에 실패했습니다.',
  network_failure: '네트워크 오류',
  retry: '눌러서 다시 시도',
  verify_first: '먼저 인증을 완료해 주세요',
  too_fast: '너무 빠릅니다. 인증은 한 번에 하나씩만 가능합니다. 잠시 기다려 주세요.',
  geetest_not_work: 'Geetest 서비스를 사용할 수 없습니다',
} satisfies CaptchaMessages;
