import type { TrackingMessages } from './messages';

/** Tamil tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'விளம்பரம் மற்றும் அளவீடு',
  consent_text: 'எங்கள் விளம்பரங்களை அளவிட விளம்பரக் கூட்டாளர்களின் பிக்சல்களைப் பயன்படுத்துகிறோம். அனுமதிக்கவா?',
  consent_allow: 'அனுமதி',
  consent_decline: 'மறு',
} satisfies TrackingMessages;
