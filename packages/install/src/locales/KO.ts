import type { InstallMessages } from './messages';

/** Korean install texts; same keys as EN.ts. */
export default {
  update_title: '새 버전',
  update_found: '새 버전이 있습니다. 새로고침을 누르세요',
  refresh: '새로고침',
  upgrade_title: '앱의 새 버전이 있습니다',
  upgrade_description: '지금 업데이트하여 최신 기능과 수정 사항을 받으세요.',
  upgrade_update_now: '지금 업데이트',
  download_starting: '다운로드가 시작됩니다. 시작되지 않으면 다운로드를 누르세요.',
  download_button: '다운로드',
  download_none: '이 기기에서 사용할 수 있는 다운로드가 없습니다.',
  download_choose: '기기에 맞는 앱을 선택하세요.',
  offline_title: '오프라인',
  offline_message: '오프라인 상태입니다. 앱은 이 기기에서 열렸으며, 네트워크가 필요한 내용은 다시 온라인이 되면 불러옵니다.',
} satisfies InstallMessages;
