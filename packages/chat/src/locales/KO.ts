import type { ChatMessages } from './messages';

/** Korean chat texts; same keys as EN.ts. */
export default {
  customer_service: '고객 센터',
  customer_service_unread_other: '고객 센터, 읽지 않은 메시지 {{count}}개',
  unread_other: '읽지 않은 메시지 {{count}}개',
  choose_service: '고객 센터 선택',
  no_permissions: '채팅을 사용할 권한이 없습니다.',
  launch_failed: '채팅을 열 수 없습니다. 다시 시도해 주세요.',
  launching: '채팅을 여는 중…',
  redirect_refused: '이 링크는 목록에 없는 사이트로 연결되므로 이동하지 않았습니다.',
} satisfies ChatMessages;
