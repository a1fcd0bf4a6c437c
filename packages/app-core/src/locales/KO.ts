import type { FeedbackMessages } from './messages';

/** Korean feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: '먼저 로그인해 주세요.',
  unknown_error: '문제가 발생했습니다. 다시 시도해 주세요.',
  error: '오류',
  network_error: '네트워크 오류 / CORS 오류',
  network_offline: '네트워크에 연결되어 있지 않습니다. 연결 상태를 확인해 주세요.',
  back_online: '다시 온라인 상태입니다.',
  network_slowly: '네트워크가 느립니다.',
} satisfies FeedbackMessages;
