import type { PushMessages } from './messages';

/** Filipino push texts; same keys as EN.ts. */
export default {
  prompt_title: 'Mga abiso',
  prompt_text: 'I-on ang mga abiso para malaman ang resulta ng bola, mga promo at balita sa iyong account.',
  prompt_allow: 'I-on',
  prompt_later: 'Hindi muna',
  notification_request_tips:
    'Naka-block ang mga abiso. Para matanggap ang mga ito, payagan ang mga abiso para sa site na ito sa settings ng iyong browser.',
  tips_close: 'OK',
} satisfies PushMessages;
