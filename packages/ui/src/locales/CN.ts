import type { UiMessages } from './messages';

export default {
  notice: '提示',
  confirm: '确认',
  cancel: '取消',
  close: '关闭',
  reference: '参考编号：{{traceId}}',
  loading: '加载中',
} satisfies UiMessages;
