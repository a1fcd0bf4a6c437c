import type { FeedbackMessages } from './messages';

/** Khmer feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'សូមចូលគណនីជាមុនសិន។',
  unknown_error: 'មានបញ្ហាកើតឡើង។ សូមព្យាយាមម្តងទៀត។',
  error: 'កំហុស',
  network_error: 'កំហុសបណ្តាញ / កំហុស CORS',
  network_offline: 'បណ្តាញបានដាច់។ សូមពិនិត្យការតភ្ជាប់របស់អ្នក។',
  back_online: 'អ្នកបានភ្ជាប់អ៊ីនធឺណិតវិញហើយ។',
  network_slowly: 'បណ្តាញយឺត។',
} satisfies FeedbackMessages;
