import type { ChatMessages } from './messages';

/** Tagalog chat texts; same keys as EN.ts. */
export default {
  customer_service: 'Serbisyo sa customer',
  customer_service_unread_one: 'Serbisyo sa customer, {{count}} hindi pa nababasa',
  customer_service_unread_other: 'Serbisyo sa customer, {{count}} hindi pa nababasa',
  unread_one: '{{count}} mensaheng hindi pa nababasa',
  unread_other: '{{count}} mensaheng hindi pa nababasa',
  choose_service: 'Pumili ng serbisyo sa customer',
  no_permissions: 'Wala kang pahintulot na gamitin ang chat.',
  launch_failed: 'Hindi mabuksan ang chat. Pakisubukang muli.',
  launching: 'Binubuksan ang chat…',
  redirect_refused: 'Ang link na ito ay papunta sa site na wala sa aming listahan, kaya hindi ka dinala roon.',
} satisfies ChatMessages;
