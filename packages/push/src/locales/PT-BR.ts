import type { PushMessages } from './messages';

/** Brazilian Portuguese push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Notificações',
  prompt_text: 'Ative as notificações para saber dos resultados dos sorteios, das promoções e da sua conta.',
  prompt_allow: 'Ativar',
  prompt_later: 'Agora não',
  notification_request_tips:
    'As notificações estão bloqueadas. Para recebê-las, permita as notificações deste site nas configurações do navegador.',
  tips_close: 'OK',
} satisfies PushMessages;
