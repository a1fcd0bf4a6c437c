import { customerServiceRequested } from '@lotto/app-core';
import type { AppStore } from './create-store';
import type { ChatFeature, ChatShell } from './chat-feature';
import { whenSettled } from './when-settled';

/**
 * The chat loads once the page has settled, or at once when a "contact us" is pressed before
 * that; either way once. A chunk that failed to load (replaced by a deployment, offline) is
 * asked for again at the next press.
 */
export function registerChat(store: AppStore, shell: Omit<ChatShell, 'store'>): void {
  let chat: Promise<ChatFeature> | undefined;
  const load = () => (chat ??= import('./chat-feature').then((m) => m.startChatFeature({ store, ...shell })));
  store.startListening({
    actionCreator: customerServiceRequested,
    effect: () =>
      load().then(
        (feature) => feature.openCustomerService(),
        () => (chat = undefined),
      ),
  });
  whenSettled(() => void load().catch(() => undefined));
}
