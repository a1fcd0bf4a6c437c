import type { FeedbackMessages } from './messages';

/** European Portuguese feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Inicie sessão primeiro.',
  unknown_error: 'Ocorreu um erro. Tente novamente.',
  error: 'Erro',
  network_error: 'Erro de rede / Erro de CORS',
  network_offline: 'Sem ligação à rede. Verifique a sua ligação.',
  back_online: 'Está novamente online.',
  network_slowly: 'A rede está lenta.',
} satisfies FeedbackMessages;
