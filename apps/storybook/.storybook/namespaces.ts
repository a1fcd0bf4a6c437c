import type { NamespaceLoaders } from '@lotto/i18n';
import { ACCOUNT_NAMESPACE, accountMessages } from '@lotto/account';
import { AUTH_NAMESPACE, authMessages } from '@lotto/auth/locales';
import { CAPTCHA_NAMESPACE, captchaMessages } from '@lotto/captcha/locales';
import { FEEDBACK_NAMESPACE, feedbackMessages } from '@lotto/app-core';
import { CHAT_NAMESPACE, chatMessages } from '@lotto/chat';
import { GAMES_NAMESPACE, gamesMessages } from '@lotto/games';
import { INSTALL_NAMESPACE, INSTALL_PROMPTS_NAMESPACE, installMessages, installPromptMessages } from '@lotto/install';
import { POPUPS_NAMESPACE, popupsMessages } from '@lotto/popups';
import { PUSH_NAMESPACE, pushMessages } from '@lotto/push';
import { REFERRAL_NAMESPACE, referralMessages } from '@lotto/referral';
import { SYSTEM_NAMESPACE, systemMessages } from '@lotto/system';
import { TRACKING_NAMESPACE, trackingMessages } from '@lotto/tracking';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';
import { WALLET_NAMESPACE, walletMessages } from '@lotto/wallet';
// The shell is an app, not a package with an exports map: its texts are read from its source.
import { SHELL_NAMESPACE, shellMessages } from '../../mobile/src/locales';

/**
 * The i18next namespaces stories can use, one line per package that owns texts.
 * A package with stories adds its own here, e.g.
 *   import { AUTH_NAMESPACE, authMessages } from '@lotto/auth';
 *   [AUTH_NAMESPACE]: authMessages,
 */
export const storyNamespaces: Readonly<Record<string, NamespaceLoaders>> = {
  [UI_NAMESPACE]: uiMessages,
  [SYSTEM_NAMESPACE]: systemMessages,
  [AUTH_NAMESPACE]: authMessages,
  [CAPTCHA_NAMESPACE]: captchaMessages,
  [FEEDBACK_NAMESPACE]: feedbackMessages,
  [INSTALL_NAMESPACE]: installMessages,
  [CHAT_NAMESPACE]: chatMessages,
  [TRACKING_NAMESPACE]: trackingMessages,
  [PUSH_NAMESPACE]: pushMessages,
  [INSTALL_PROMPTS_NAMESPACE]: installPromptMessages,
  [POPUPS_NAMESPACE]: popupsMessages,
  [GAMES_NAMESPACE]: gamesMessages,
  [WALLET_NAMESPACE]: walletMessages,
  [REFERRAL_NAMESPACE]: referralMessages,
  [ACCOUNT_NAMESPACE]: accountMessages,
  [SHELL_NAMESPACE]: shellMessages,
};
