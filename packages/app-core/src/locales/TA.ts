import type { FeedbackMessages } from './messages';

/** Tamil feedback texts; same keys as EN.ts. */
export default {
  in_pls_login: 'முதலில் உள்நுழையவும்.',
  unknown_error: 'ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயற்சிக்கவும்.',
  error: 'பிழை',
  network_error: 'நெட்வொர்க் பிழை / CORS பிழை',
  network_offline: 'நெட்வொர்க் இணைப்பு இல்லை. உங்கள் இணைப்பைச் சரிபார்க்கவும்.',
  back_online: 'நீங்கள் மீண்டும் ஆன்லைனில் உள்ளீர்கள்.',
  network_slowly: 'நெட்வொர்க் மெதுவாக உள்ளது.',
} satisfies FeedbackMessages;
