import type { UiMessages } from './messages';

export default {
  notice: 'सूचना',
  confirm: 'पुष्टि करें',
  cancel: 'रद्द करें',
  close: 'बंद करें',
  reference: 'संदर्भ: {{traceId}}',
  loading: 'लोड हो रहा है',
} satisfies UiMessages;
