import type { TrackingMessages } from './messages';

/** Hindi tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'विज्ञापन और मापन',
  consent_text: 'हम अपने विज्ञापनों को मापने के लिए विज्ञापन भागीदारों के पिक्सेल का उपयोग करते हैं। क्या आप अनुमति देते हैं?',
  consent_allow: 'अनुमति दें',
  consent_decline: 'अस्वीकार करें',
} satisfies TrackingMessages;
