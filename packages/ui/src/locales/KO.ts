import type { UiMessages } from './messages';

export default {
  notice: '알림',
  confirm: '확인',
  cancel: '취소',
  close: '닫기',
  reference: '참조 번호: {{traceId}}',
  loading: '로딩 중',
} satisfies UiMessages;
