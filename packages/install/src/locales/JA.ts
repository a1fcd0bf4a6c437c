import type { InstallMessages } from './messages';

/** Japanese install texts; same keys as EN.ts. */
export default {
  update_title: '新しいバージョン',
  update_found: '新しいバージョンがあります。更新をクリックしてください',
  refresh: '更新',
  upgrade_title: 'アプリの新しいバージョンがあります',
  upgrade_description: '今すぐ更新して、最新の機能と修正を入手してください。',
  upgrade_update_now: '今すぐ更新',
  download_starting: 'ダウンロードを開始しています。始まらない場合は「ダウンロード」をタップしてください。',
  download_button: 'ダウンロード',
  download_none: 'この端末で利用できるダウンロードはありません。',
  download_choose: 'お使いの端末に合ったアプリを選んでください。',
  offline_title: 'オフライン',
  offline_message: 'オフラインです。アプリはこの端末から開きました。ネットワークが必要な内容はオンラインに戻ると読み込まれます。',
} satisfies InstallMessages;
