import type { ChatMessages } from './messages';

/** Spanish chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Atención al cliente',
  customer_service_unread_many: 'Atención al cliente, {{count}} sin leer',
  customer_service_unread_one: 'Atención al cliente, {{count}} sin leer',
  customer_service_unread_other: 'Atención al cliente, {{count}} sin leer',
  unread_many: '{{count}} mensajes sin leer',
  unread_one: '{{count}} mensaje sin leer',
  unread_other: '{{count}} mensajes sin leer',
  choose_service: 'Elige la atención al cliente',
  no_permissions: 'No tienes permiso para usar el chat.',
  launch_failed: 'No se pudo abrir el chat. Inténtalo de nuevo.',
  launching: 'Abriendo el chat…',
  redirect_refused: 'Este enlace lleva a un sitio que no está en nuestra lista, por eso no se le ha redirigido.',
} satisfies ChatMessages;
