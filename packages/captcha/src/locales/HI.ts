import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'सुरक्षा जाँच',
  'status.loading': 'सुरक्षा जाँच लोड हो रही है…',
  'status.waiting': 'सुरक्षा जाँच तैयार है',
  'status.verifying': 'सत्यापित किया जा रहा है…',
  'status.success': 'सत्यापित',
  user_error: 'त्रुटि {{code}}: {{message}}',
  unknown_error: 'सुरक्षा जाँच काम नहीं कर सकी।',
  network_failure: 'नेटवर्क विफलता',
  retry: 'फिर से कोशिश करने के लिए टैप करें',
  verify_first: 'कृपया पहले सत्यापन पूरा करें',
  too_fast: 'बहुत तेज़: एक समय में एक ही सत्यापन। कृपया प्रतीक्षा करें।',
  geetest_not_work: 'Geetest सेवा काम नहीं कर रही है',
} satisfies CaptchaMessages;
