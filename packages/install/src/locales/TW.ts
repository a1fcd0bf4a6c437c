import type { InstallMessages } from './messages';

/** Traditional Chinese install texts; same keys as EN.ts. */
export default {
  update_title: '新版本',
  update_found: '發現新版本，請點擊重新整理',
  refresh: '重新整理',
  upgrade_title: 'App 有新版本可用',
  upgrade_description: '立即更新，取得最新功能與修正。',
  upgrade_update_now: '立即更新',
  download_starting: '下載即將開始。如未開始，請點擊下載。',
  download_button: '下載',
  download_none: '此裝置暫無可用的下載。',
  download_choose: '請選擇適合您裝置的應用程式。',
  offline_title: '離線',
  offline_message: '您已離線。應用程式已從本裝置開啟；需要網路的內容將在恢復連線後載入。',
} satisfies InstallMessages;
