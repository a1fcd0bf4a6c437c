import type { Messages } from '@lotto/i18n';

/**
 * The system feature's texts: maintenance and access-denied screens (spec 001 §2 and §8;
 * keys maintenance, error_access, error_ip_desc, maintenance_desc, contact_us, retry_once,
 * end_time, customer service, please wait, your IP), the domain error modal and the
 * line-speed chooser.
 */
export default {
  maintenance: 'System Maintenance',
  maintenance_desc: 'The system is being upgraded. If you need help, please contact online customer service.',
  end_time: 'Expected to end: {{time}}',
  error_access: 'Access Denied',
  error_ip_desc: 'Access from your region or IP address is restricted. We apologise for the inconvenience.',
  your_ip: 'Your IP: {{ip}}',
  contact_us: 'Contact Us',
  customer_service: 'Customer service',
  retry_once: 'Retry',
  please_wait: 'Please wait…',
  notice: 'Notice',
  error: 'Error',
  lines_title: 'Choose a line',
  lines_intro: 'All lines are tested at the same time. The first one to answer is the fastest for you.',
  lines_label: 'Lines',
  line_ms: '{{ms}} ms',
  line_failed: 'No answer',
  line_fastest: 'Fastest',
  lines_use: 'Use this line',
  lines_retest: 'Test again',
  lines_none: 'No other lines are set up for this site.',
  lines_all_failed: 'No line answered. Please check your connection and test again.',
  faster_line: 'A faster line is available.',
  faster_line_open: 'See lines',
  back: 'Back',
} satisfies Messages;
