import type { UiMessages } from './messages';

export default {
  notice: '提示',
  confirm: '確認',
  cancel: '取消',
  close: '關閉',
  reference: '參考編號：{{traceId}}',
  loading: '載入中',
} satisfies UiMessages;
