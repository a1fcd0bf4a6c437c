// Loaded once the page has settled, or at the first "contact us" (chat-loader.ts): the chat's code, styles and texts stay off the first screen.
import '@lotto/chat/styles.css';
import merchant from '@merchant';
import { chatFeature, type ChatFeature } from '@lotto/chat';
import { lottoNativeBridge } from '@lotto/install';
import '../store/server-data';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

const NO_HOSTS: readonly string[] = [];

/** The chat on the merchant file's hosts and colour; inside the native app a chat opens through the app's bridge. */
export function startChatFeature(shell: ShellContext): ChatFeature {
  const native = lottoNativeBridge();
  return startLateFeature(chatFeature, shell, {
    serviceScriptHosts: merchant.vendorHosts.serviceScripts ?? NO_HOSTS,
    sessionRedirectHosts: merchant.vendorHosts.sessionRedirects ?? NO_HOSTS,
    headerColor: merchant.themeColor,
    openInApp: (url) => native.openUrl(url),
  });
}
