import type { PopupsMessages } from './messages';

/** Korean popups texts; same keys as EN.ts. */
export default {
  banners_label: '프로모션',
  slide_of: '{{total}}개 중 {{current}}번째 슬라이드',
  previous: '이전',
  next: '다음',
  pause: '슬라이드 일시정지',
  play: '슬라이드 재생',
  announcement: '공지',
  hide_today: '오늘 하루 보지 않기',
  hide_again: '이 팝업 다시 보지 않기',
  must_read: '모든 페이지를 읽어야 닫을 수 있습니다 ({{total}}개 중 {{seen}}개 읽음)',
  close: '닫기',
  go_to_activity: '이벤트로 이동',
  know_it: '확인',
  welcome: '환영합니다',
  save_image: '이미지 저장',
  copy_link: '링크 복사',
  link_copied: '링크가 복사되었습니다',
  copy_failed: '이 링크를 복사하세요:',
  notices_label: '공지',
  notices_pause: '공지 일시정지',
  notices_play: '공지 재생',
  notices_title: '공지',
  notices_failed: '공지를 불러오지 못했습니다.',
  retry: '다시 시도',
} satisfies PopupsMessages;
