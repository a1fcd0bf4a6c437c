import type { FeedbackMessages } from './messages';

/** Spanish feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'Inicia sesión primero.',
  unknown_error: 'Algo salió mal. Inténtalo de nuevo.',
  error: 'Error',
  network_error: 'Error de red / Error de CORS',
  network_offline: 'Sin conexión a la red. Comprueba tu conexión.',
  back_online: 'Conexión restablecida.',
  network_slowly: 'La red va lenta.',
} satisfies FeedbackMessages;
