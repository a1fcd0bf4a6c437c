import { useSyncExternalStore } from 'react';
import { NotificationPrompt } from './NotificationPrompt';
import type { PushPromptActions } from './start-push';
import type { PushStore } from './store-types';

interface PushPromptHostProps {
  store: PushStore;
  actions: PushPromptActions;
}

/** The prompt where the push state asks for it; nothing otherwise. */
export function PushPromptHost({ store, actions }: PushPromptHostProps) {
  const prompt = useSyncExternalStore(store.subscribe, () => store.getState().push.prompt);
  if (prompt === 'hidden') return null;
  return <NotificationPrompt state={prompt} onAllow={() => void actions.allow()} onDismiss={actions.dismiss} />;
}
