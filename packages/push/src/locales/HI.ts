import type { PushMessages } from './messages';

/** Hindi push texts; same keys as EN.ts. */
export default {
  prompt_title: 'सूचनाएँ',
  prompt_text: 'ड्रॉ के नतीजों, प्रमोशन और अपने खाते की जानकारी पाने के लिए सूचनाएँ चालू करें।',
  prompt_allow: 'चालू करें',
  prompt_later: 'अभी नहीं',
  notification_request_tips: 'सूचनाएँ ब्लॉक हैं। उन्हें पाने के लिए अपने ब्राउज़र की सेटिंग में इस साइट की सूचनाओं की अनुमति दें।',
  tips_close: 'ठीक है',
} satisfies PushMessages;
