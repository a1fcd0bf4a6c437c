import type { PushMessages } from './messages';

/** Khmer push texts; same keys as EN.ts. */
export default {
  prompt_title: 'ការជូនដំណឹង',
  prompt_text: 'បើកការជូនដំណឹង ដើម្បីដឹងពីលទ្ធផលឆ្នោត ប្រូម៉ូសិន និងព័ត៌មានគណនីរបស់អ្នក។',
  prompt_allow: 'បើក',
  prompt_later: 'មិនមែនឥឡូវទេ',
  notification_request_tips: 'ការជូនដំណឹងត្រូវបានរារាំង។ ដើម្បីទទួលបាន សូមអនុញ្ញាតការជូនដំណឹងសម្រាប់គេហទំព័រនេះ នៅក្នុងការកំណត់កម្មវិធីរុករករបស់អ្នក។',
  tips_close: 'យល់ព្រម',
} satisfies PushMessages;
