import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'Control de seguridad',
  'status.loading': 'Cargando el control de seguridad…',
  'status.waiting': 'Control de seguridad listo',
  'status.verifying': 'Verificando…',
  'status.success': 'Verificado',
  user_error: 'Error {{code}}: {{message}}',
  unknown_error: 'El control de seguridad no funcionó.',
  network_failure: 'Fallo de red',
  retry: 'Toca para reintentar',
  verify_first: 'Completa primero la verificación',
  too_fast: 'Demasiado rápido: una verificación a la vez. Espera un momento.',
  geetest_not_work: 'El servicio Geetest no funciona',
} satisfies CaptchaMessages;
