import type { InstallMessages } from './messages';

/** Korean install texts; same keys as EN.ts. */
export default {
  update_title: '새 버전',
  update_found: '새 버전이 있습니다. 새로고침을 누르세요',
  refresh: '새로고침',
} satisfies InstallMessages;
