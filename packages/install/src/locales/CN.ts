import type { InstallMessages } from './messages';

/** Simplified Chinese install texts; same keys as EN.ts. */
export default {
  update_title: '新版本',
  update_found: '发现新版本，请点击刷新',
  refresh: '刷新',
  upgrade_title: 'App 有新版本可用',
  upgrade_description: '立即更新，获取最新功能和修复。',
  upgrade_update_now: '立即更新',
  download_starting: '下载即将开始。如未开始，请点击下载。',
  download_button: '下载',
  download_none: '此设备暂无可用的下载。',
  download_choose: '请选择适合您设备的应用。',
  offline_title: '离线',
  offline_message: '您已离线。应用已从本设备打开；需要网络的内容将在恢复联网后加载。',
} satisfies InstallMessages;
