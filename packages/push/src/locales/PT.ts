import type { PushMessages } from './messages';

/** European Portuguese push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Notificações',
  prompt_text: 'Ative as notificações para saber os resultados dos sorteios, as promoções e as novidades da sua conta.',
  prompt_allow: 'Ativar',
  prompt_later: 'Agora não',
  notification_request_tips:
    'As notificações estão bloqueadas. Para as receber, permita as notificações deste site nas definições do navegador.',
  tips_close: 'OK',
} satisfies PushMessages;
