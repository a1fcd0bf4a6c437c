import type { TrackingMessages } from './messages';

/** Khmer tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'ការផ្សាយពាណិជ្ជកម្ម និងការវាស់វែង',
  consent_text: 'យើងប្រើភីកសែលរបស់ដៃគូផ្សាយពាណិជ្ជកម្ម ដើម្បីវាស់វែងការផ្សាយពាណិជ្ជកម្មរបស់យើង។ អនុញ្ញាតទេ?',
  consent_allow: 'អនុញ្ញាត',
  consent_decline: 'បដិសេធ',
} satisfies TrackingMessages;
