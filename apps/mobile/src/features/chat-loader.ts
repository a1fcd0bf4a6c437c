import { chatRequested, customerServiceRequested } from '@lotto/app-core';
import type { ChatFeature } from '@lotto/chat';
import { whenSettled } from '../early/when-settled';
import type { ShellContext } from './shell-context';

/**
 * The chat loads once the page has settled, or at once when a "contact us" or the tab bar's
 * Service is pressed before that; either way once. A chunk that failed to load (replaced by a
 * deployment, offline) is asked for again at the next press.
 */
export function registerChat(shell: ShellContext): void {
  let chat: Promise<ChatFeature> | undefined;
  const load = () => (chat ??= import('./chat-feature').then((m) => m.startChatFeature(shell)));
  const answer = (open: (feature: ChatFeature) => void) => () =>
    load().then(open, () => {
      chat = undefined;
    });
  shell.store.startListening({ actionCreator: customerServiceRequested, effect: answer((feature) => feature.openCustomerService()) });
  shell.store.startListening({ actionCreator: chatRequested, effect: answer((feature) => feature.openChat()) });
  whenSettled(() => void load().catch(() => undefined));
}
