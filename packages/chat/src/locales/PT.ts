import type { ChatMessages } from './messages';

/** Portuguese chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Apoio ao cliente',
  customer_service_unread: 'Apoio ao cliente, {{count}} por ler',
  unread: '{{count}} mensagens por ler',
  choose_service: 'Escolha o apoio ao cliente',
  no_permissions: 'Não tem permissão para usar o chat.',
  launch_failed: 'Não foi possível abrir o chat. Tente novamente.',
  launching: 'A abrir o chat…',
  redirect_refused: 'Esta ligação leva a um site que não está na nossa lista, por isso não foi redirecionado.',
} satisfies ChatMessages;
