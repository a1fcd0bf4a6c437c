import type { ChatMessages } from './messages';

/** Khmer chat texts; same keys as EN.ts. */
export default {
  customer_service: 'សេវាអតិថិជន',
  customer_service_unread_other: 'សេវាអតិថិជន, {{count}} មិនទាន់អាន',
  unread_other: 'សារមិនទាន់អាន {{count}}',
  choose_service: 'ជ្រើសរើសសេវាអតិថិជន',
  no_permissions: 'អ្នកមិនមានសិទ្ធិប្រើការជជែកទេ។',
  launch_failed: 'មិនអាចបើកការជជែកបានទេ។ សូមព្យាយាមម្ដងទៀត។',
  launching: 'កំពុងបើកការជជែក…',
  redirect_refused: 'តំណនេះនាំទៅគេហទំព័រដែលមិនមាននៅក្នុងបញ្ជីរបស់យើង ដូច្នេះអ្នកមិនត្រូវបាននាំទៅទីនោះទេ។',
} satisfies ChatMessages;
