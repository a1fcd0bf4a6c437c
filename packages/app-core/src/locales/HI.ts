import type { FeedbackMessages } from './messages';

/** Hindi feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'कृपया पहले लॉग इन करें।',
  unknown_error: 'कुछ गलत हो गया। कृपया फिर से कोशिश करें।',
  error: 'त्रुटि',
  network_error: 'नेटवर्क त्रुटि / CORS त्रुटि',
  network_offline: 'नेटवर्क ऑफ़लाइन है। कृपया अपना कनेक्शन जांचें।',
  back_online: 'आप फिर से ऑनलाइन हैं।',
  network_slowly: 'नेटवर्क धीमा है।',
} satisfies FeedbackMessages;
