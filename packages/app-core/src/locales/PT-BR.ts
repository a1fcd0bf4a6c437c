import type { FeedbackMessages } from './messages';

/** Brazilian Portuguese feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Faça login primeiro.',
  unknown_error: 'Algo deu errado. Tente novamente.',
  error: 'Erro',
  network_error: 'Erro de rede / Erro de CORS',
  network_offline: 'Sem conexão com a rede. Verifique sua conexão.',
  back_online: 'Você está online novamente.',
  network_slowly: 'A rede está lenta.',
} satisfies FeedbackMessages;
