/** Spec 000 §9: a login attempt blocks the form; the block lifts 500 ms after it ends. */
export const LOGIN_COOLDOWN_MS = 500;
/** Spec 000 §4: the second factor's success message stays 1.5 s, then login continues after 500 ms. */
export const TWO_FACTOR_SUCCESS_MS = 1_500;
export const TWO_FACTOR_CONTINUE_MS = 500;
/** Spec 000 §9: SMS resend countdown when the server gives none, and with the identity provider. */
export const SMS_DEFAULT_COUNTDOWN_S = 60;
/** Spec 000 §5: this placeholder password means the member must choose a real one. */
export const DEFAULT_PASSWORD = '{secret}';
/** White-label flag (simulator name, documented there): force a change of an expired password. */
export const FORCE_EXPIRED_PASSWORD_FLAG = 'forcePasswordChangeOnExpiry';
export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';
/** Spec 000 §8: the provider's identity is linked to no member yet (the binding flow). */
export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';
/** White-label flags (simulator names): one-tap social login registers an unlinked identity at once; the other allows registering one from the binding dialog. */
export const ONE_TAP_SOCIAL_FLAG = 'oneTapSocialLogin';
export const SOCIAL_REGISTER_FLAG = 'socialLoginRegister';
/** Spec 000 §4, §9: a registration submit is ignored while one runs, and for 500 ms after. */
export const REGISTER_COOLDOWN_MS = 500;
/** The help centre's section the register page's terms link opens (docs/platform-calls.md, `GET /wps/system/helpCenter`: `#tag`). */
export const TERMS_HELP_TAG = 'term';
