import type { NamespaceLoaders } from '@lotto/i18n';
import { UI_NAMESPACE, uiMessages } from '@lotto/ui';

/**
 * The i18next namespaces stories can use, one line per package that owns texts.
 * A package with stories adds its own here, e.g.
 *   import { AUTH_NAMESPACE, authMessages } from '@lotto/auth';
 *   [AUTH_NAMESPACE]: authMessages,
 */
export const storyNamespaces: Readonly<Record<string, NamespaceLoaders>> = {
  [UI_NAMESPACE]: uiMessages,
};
