import type { ChatMessages } from './messages';

/** Hindi chat texts; same keys as EN.ts. */
export default {
  customer_service: 'ग्राहक सेवा',
  customer_service_unread_one: 'ग्राहक सेवा, {{count}} अपठित',
  customer_service_unread_other: 'ग्राहक सेवा, {{count}} अपठित',
  unread_one: '{{count}} अपठित संदेश',
  unread_other: '{{count}} अपठित संदेश',
  choose_service: 'ग्राहक सेवा चुनें',
  no_permissions: 'आपको चैट इस्तेमाल करने की अनुमति नहीं है।',
  launch_failed: 'चैट नहीं खुल सका। कृपया फिर से कोशिश करें।',
  launching: 'चैट खुल रहा है…',
  redirect_refused: 'यह लिंक ऐसी साइट पर ले जाता है जो हमारी सूची में नहीं है, इसलिए आपको वहाँ नहीं भेजा गया।',
} satisfies ChatMessages;
