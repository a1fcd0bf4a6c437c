import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'ការត្រួតពិនិត្យសុវត្ថិភាព',
  'status.loading': 'កំពុងផ្ទុកការត្រួតពិនិត្យសុវត្ថិភាព…',
  'status.waiting': 'ការត្រួតពិនិត្យសុវត្ថិភាពរួចរាល់',
  'status.verifying': 'កំពុងផ្ទៀងផ្ទាត់…',
  'status.success': 'បានផ្ទៀងផ្ទាត់',
  user_error: 'កំហុស {{code}}៖ {{message}}',
  unknown_error: 'ការត្រួតពិនិត្យសុវត្ថិភាពមិនដំណើរការទេ។',
  network_failure: 'បណ្ដាញមានបញ្ហា',
  retry: 'ចុចដើម្បីព្យាយាមម្ដងទៀត',
  verify_first: 'សូមបញ្ចប់ការផ្ទៀងផ្ទាត់ជាមុនសិន',
  too_fast: 'លឿនពេក៖ ការផ្ទៀងផ្ទាត់ម្ដងមួយ។ សូមរង់ចាំ។',
  geetest_not_work: 'សេវា Geetest មិនដំណើរការ',
} satisfies CaptchaMessages;
