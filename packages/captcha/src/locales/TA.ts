import type { CaptchaMessages } from './messages';

export default {
  'status.label': 'பாதுகாப்புச் சரிபார்ப்பு',
  'status.loading': 'பாதுகாப்புச் சரிபார்ப்பு ஏற்றப்படுகிறது…',
  'status.waiting': 'பாதுகாப்புச் சரிபார்ப்பு தயார்',
  'status.verifying': 'சரிபார்க்கிறது…',
  'status.success': 'சரிபார்க்கப்பட்டது',
  user_error: 'பிழை {{code}}: {{message}}',
  unknown_error: 'பாதுகாப்புச் சரிபார்ப்பு தோல்வியடைந்தது.',
  network_failure: 'நெட்வொர்க் தோல்வி',
  retry: 'மீண்டும் முயல தட்டவும்',
  verify_first: 'முதலில் சரிபார்ப்பை முடிக்கவும்',
  too_fast: 'மிக வேகம்: ஒரு நேரத்தில் ஒரு சரிபார்ப்பு மட்டுமே. காத்திருக்கவும்.',
  geetest_not_work: 'Geetest சேவை வேலை செய்யவில்லை',
} satisfies CaptchaMessages;
