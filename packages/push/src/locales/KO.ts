import type { PushMessages } from './messages';

/** Korean push texts; same keys as EN.ts. */
export default {
  prompt_title: '알림',
  prompt_text: '알림을 켜면 추첨 결과, 프로모션, 계정 소식을 받아볼 수 있습니다.',
  prompt_allow: '켜기',
  prompt_later: '나중에',
  notification_request_tips: '알림이 차단되어 있습니다. 알림을 받으려면 브라우저 설정에서 이 사이트의 알림을 허용하세요.',
  tips_close: '확인',
} satisfies PushMessages;
