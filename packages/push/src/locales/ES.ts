import type { PushMessages } from './messages';

/** Spanish push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Notificaciones',
  prompt_text: 'Activa las notificaciones para enterarte de los resultados de los sorteos, las promociones y tu cuenta.',
  prompt_allow: 'Activar',
  prompt_later: 'Ahora no',
  notification_request_tips:
    'Las notificaciones están bloqueadas. Para recibirlas, permite las notificaciones de este sitio en los ajustes del navegador.',
  tips_close: 'Aceptar',
} satisfies PushMessages;
