import type { ChatMessages } from './messages';

/** Brazilian Portuguese chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Atendimento ao cliente',
  customer_service_unread_many: 'Atendimento ao cliente, {{count}} não lidas',
  customer_service_unread_one: 'Atendimento ao cliente, {{count}} não lida',
  customer_service_unread_other: 'Atendimento ao cliente, {{count}} não lidas',
  unread_many: '{{count}} mensagens não lidas',
  unread_one: '{{count}} mensagem não lida',
  unread_other: '{{count}} mensagens não lidas',
  choose_service: 'Escolha o atendimento ao cliente',
  no_permissions: 'Você não tem permissão para usar o chat.',
  launch_failed: 'Não foi possível abrir o chat. Tente novamente.',
  launching: 'Abrindo o chat…',
  redirect_refused: 'Este link leva a um site que não está na nossa lista, por isso você não foi redirecionado.',
} satisfies ChatMessages;
