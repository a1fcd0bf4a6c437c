import type { InstallMessages } from './messages';

/** Khmer install texts; same keys as EN.ts. */
export default {
  update_title: 'កំណែថ្មី',
  update_found: 'បានរកឃើញកំណែថ្មី សូមចុចផ្ទុកឡើងវិញ',
  refresh: 'ផ្ទុកឡើងវិញ',
  upgrade_title: 'មានកំណែថ្មីនៃកម្មវិធី',
  upgrade_description: 'ធ្វើបច្ចុប្បន្នភាពឥឡូវនេះ ដើម្បីទទួលបានមុខងារ និងការកែលម្អថ្មីៗ។',
  upgrade_update_now: 'ធ្វើបច្ចុប្បន្នភាពឥឡូវនេះ',
  download_starting: 'ការទាញយករបស់អ្នកកំពុងចាប់ផ្តើម។ បើមិនចាប់ផ្តើមទេ សូមចុច ទាញយក។',
  download_button: 'ទាញយក',
  download_none: 'មិនមានការទាញយកសម្រាប់ឧបករណ៍នេះទេ។',
  download_choose: 'ជ្រើសរើសកម្មវិធីសម្រាប់ឧបករណ៍របស់អ្នក។',
  offline_title: 'គ្មានអ៊ីនធឺណិត',
  offline_message: 'អ្នកកំពុងគ្មានអ៊ីនធឺណិត។ កម្មវិធីបានបើកពីឧបករណ៍នេះ; អ្វីដែលត្រូវការបណ្តាញនឹងផ្ទុកនៅពេលអ្នកមានអ៊ីនធឺណិតវិញ។',
} satisfies InstallMessages;
