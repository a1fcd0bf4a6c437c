/** The i18next namespace of the captcha's texts. */
export const CAPTCHA_NAMESPACE = 'captcha';
