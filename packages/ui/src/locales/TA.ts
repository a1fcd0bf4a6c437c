import type { UiMessages } from './messages';

export default {
  notice: 'அறிவிப்பு',
  confirm: 'உறுதிசெய்',
  cancel: 'ரத்துசெய்',
  close: 'மூடு',
  reference: 'குறிப்பு எண்: {{traceId}}',
  loading: 'ஏற்றுகிறது',
} satisfies UiMessages;
