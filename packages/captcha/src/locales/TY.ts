import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Pagsusuri sa seguridad',
  'status.loading': 'Nilo-load ang pagsusuri sa seguridad…',
  'status.waiting': 'Handa na ang pagsusuri sa seguridad',
  'status.verifying': 'Bine-verify…',
  'status.success': 'Na-verify na',
  user_error: 'Error {{code}}: {{message}}',
  unknown_error: 'Hindi gumana ang pagsusuri sa seguridad.',
  network_failure: 'Pagkabigo ng network',
  retry: 'I-tap para subukang muli',
  verify_first: 'Pakitapos muna ang beripikasyon',
  too_fast: 'Masyadong mabilis: isang beripikasyon lang sa bawat pagkakataon. Pakihintay.',
  geetest_not_work: 'Hindi gumagana ang serbisyo ng Geetest',
} satisfies CaptchaMessages;
