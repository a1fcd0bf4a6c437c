import type { TextNamespace } from '@lotto/i18n';
import type { CaptchaMessageKey } from './messages';

/** The i18next namespace of the captcha's texts; the constant carries its keys for `useTexts` and the feedback actions. */
export const CAPTCHA_NAMESPACE = 'captcha' as TextNamespace<CaptchaMessageKey>;
