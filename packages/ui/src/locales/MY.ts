import type { UiMessages } from './messages';

export default {
  notice: 'အသိပေးချက်',
  confirm: 'အတည်ပြုမည်',
  cancel: 'မလုပ်တော့ပါ',
  close: 'ပိတ်မည်',
  reference: 'ရည်ညွှန်းနံပါတ် - {{traceId}}',
  loading: 'ဖွင့်နေသည်',
} satisfies UiMessages;
