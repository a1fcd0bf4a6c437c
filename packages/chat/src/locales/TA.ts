import type { ChatMessages } from './messages';

/** Tamil chat texts; same keys as EN.ts. */
export default {
  customer_service: 'வாடிக்கையாளர் சேவை',
  customer_service_unread_one: 'வாடிக்கையாளர் சேவை, {{count}} படிக்காதது',
  customer_service_unread_other: 'வாடிக்கையாளர் சேவை, {{count}} படிக்காதவை',
  unread_one: '{{count}} படிக்காத செய்தி',
  unread_other: '{{count}} படிக்காத செய்திகள்',
  choose_service: 'வாடிக்கையாளர் சேவையைத் தேர்ந்தெடுக்கவும்',
  no_permissions: 'அரட்டையைப் பயன்படுத்த உங்களுக்கு அனுமதி இல்லை.',
  launch_failed: 'அரட்டையைத் திறக்க முடியவில்லை. மீண்டும் முயலவும்.',
  launching: 'அரட்டை திறக்கப்படுகிறது…',
  redirect_refused: 'இந்த இணைப்பு எங்கள் பட்டியலில் இல்லாத தளத்திற்குச் செல்கிறது, எனவே நீங்கள் அங்கு அனுப்பப்படவில்லை.',
} satisfies ChatMessages;
