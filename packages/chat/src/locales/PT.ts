import type { ChatMessages } from './messages';

/** Portuguese chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Apoio ao cliente',
  customer_service_unread_many: 'Apoio ao cliente, {{count}} por ler',
  customer_service_unread_one: 'Apoio ao cliente, {{count}} por ler',
  customer_service_unread_other: 'Apoio ao cliente, {{count}} por ler',
  unread_many: '{{count}} mensagens por ler',
  unread_one: '{{count}} mensagem por ler',
  unread_other: '{{count}} mensagens por ler',
  choose_service: 'Escolha o apoio ao cliente',
  no_permissions: 'Não tem permissão para usar o chat.',
  launch_failed: 'Não foi possível abrir o chat. Tente novamente.',
  launching: 'A abrir o chat…',
  redirect_refused: 'Esta ligação leva a um site que não está na nossa lista, por isso não foi redirecionado.',
} satisfies ChatMessages;
