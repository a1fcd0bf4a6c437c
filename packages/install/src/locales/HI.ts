import type { InstallMessages } from './messages';

/** Hindi install texts; same keys as EN.ts. */
export default {
  update_title: 'नया संस्करण',
  update_found: 'नया संस्करण मिला, रीफ़्रेश पर क्लिक करें',
  refresh: 'रीफ़्रेश करें',
  upgrade_title: 'ऐप का नया संस्करण उपलब्ध है',
  upgrade_description: 'नई सुविधाओं और सुधारों के लिए अभी अपडेट करें।',
  upgrade_update_now: 'अभी अपडेट करें',
  download_starting: 'आपका डाउनलोड शुरू हो रहा है। शुरू न हो तो डाउनलोड पर टैप करें।',
  download_button: 'डाउनलोड',
  download_none: 'इस डिवाइस के लिए कोई डाउनलोड उपलब्ध नहीं है।',
  download_choose: 'अपने डिवाइस के लिए ऐप चुनें।',
  offline_title: 'ऑफ़लाइन',
  offline_message: 'आप ऑफ़लाइन हैं। ऐप इस डिवाइस से खुला है; जिसे नेटवर्क चाहिए वह ऑनलाइन होने पर लोड होगा।',
} satisfies InstallMessages;
