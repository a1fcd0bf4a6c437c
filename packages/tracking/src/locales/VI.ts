import type { TrackingMessages } from './messages';

/** Vietnamese tracking texts; same keys as EN.ts. */
export default {
  consent_title: 'Quảng cáo và đo lường',
  consent_text: 'Chúng tôi dùng pixel của đối tác quảng cáo để đo lường quảng cáo. Bạn có cho phép không?',
  consent_allow: 'Cho phép',
  consent_decline: 'Từ chối',
} satisfies TrackingMessages;
